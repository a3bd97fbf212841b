/**
 * What demo customers write after delivery, each with the emotion it means (sarcasm labelled by intent).
 * `{dish}` is replaced by a dish from the order; `mentions` keeps a text to orders holding a matching dish.
 */
import type { Emotion } from '../../shared/constants.ts';

export interface FeedbackText {
  text: string;
  emotion: Emotion;
  /** Lowercase word that one of the order's dish names must contain. */
  mentions?: string;
}

export const FEEDBACK_TEXTS: readonly FeedbackText[] = [
  { emotion: 'joy', text: 'Biryani was ekdum zabardast! Will order again 😍', mentions: 'biryani' },
  { emotion: 'joy', text: 'Khana garam aur fresh tha, rider bhi bohat polite tha. Shukriya!' },
  { emotion: 'joy', text: 'Best {dish} in Islamabad, no debate 🔥' },
  { emotion: 'joy', text: "Ordered for my sister's birthday and everyone loved it 🎉" },
  { emotion: 'joy', text: 'Wah yaar, {dish} was perfect. Full marks' },
  { emotion: 'joy', text: 'karahi tasted exactly like the one on Peshawar road, loved it', mentions: 'karahi' },
  { emotion: 'joy', text: 'Delivery was super quick and the food was still hot. Impressed!' },
  { emotion: 'joy', text: 'Smash burger is elite. cheese pull was insane 🤤', mentions: 'smash' },
  { emotion: 'joy', text: 'Mazaa aa gaya! Portion size bhi zabardast' },
  { emotion: 'joy', text: 'Loved the packaging, nothing spilled at all. Top notch 👌' },
  { emotion: 'joy', text: 'gulab jamun were soft and warm, ammi approved ❤️', mentions: 'gulab' },
  { emotion: 'joy', text: 'Thank you Forkcast, you saved our family dinner tonight 🙏' },
  { emotion: 'joy', text: 'Chai was proper dhaba style, exactly what I needed after office ☕', mentions: 'chai' },
  { emotion: 'joy', text: '10/10 would order again. {dish} was 🔥🔥' },
  { emotion: 'joy', text: 'Everything was fresh and tasty, great job team' },
  { emotion: 'joy', text: 'Mango lassi is sooo thick and creamy, love it 🥭', mentions: 'lassi' },
  { emotion: 'joy', text: 'Ordered the platter for friends, khatam ho gaya 10 minute mein 😂', mentions: 'platter' },
  { emotion: 'joy', text: 'Finally a place that gets shawarma right. garlic sauce on point!', mentions: 'shawarma' },
  { emotion: 'joy', text: 'not bad at all, actually really good! pleasantly surprised' },

  { emotion: 'neutral', text: 'Food was ok. Nothing special but nothing wrong either.' },
  { emotion: 'neutral', text: 'Delivery took around 40 mins. taste theek thaak tha.' },
  { emotion: 'neutral', text: '{dish} was fine, a bit less salt than I like.' },
  { emotion: 'neutral', text: 'Order came on time. Packaging could be better.' },
  { emotion: 'neutral', text: 'Average. Portion was alright for the price' },
  { emotion: 'neutral', text: 'Rider called twice to find the house, our street is confusing I know 😅' },
  { emotion: 'neutral', text: 'Theek hai, not bad not great' },
  { emotion: 'neutral', text: 'Please add more sauce next time. Otherwise fine.' },
  { emotion: 'neutral', text: "I've had better {dish} but this was decent" },
  { emotion: 'neutral', text: 'Food was warm, not hot. Taste normal.' },
  { emotion: 'neutral', text: 'Pizza was okay, crust a little thick for my taste', mentions: 'pizza' },
  { emotion: 'neutral', text: 'Good for a weekday lunch. Nothing to complain abt' },
  { emotion: 'neutral', text: 'Paid cash, rider had change, all smooth.' },

  {
    emotion: 'sadness',
    text: 'Bad day at work and the daal chawal felt like ghar ka khana. thank you 🥲',
    mentions: 'daal',
  },
  { emotion: 'sadness', text: 'Eating alone on a friday night again... at least the {dish} was good 😔' },
  { emotion: 'sadness', text: "Miss my mom's cooking so much, this came close but not quite" },
  { emotion: 'sadness', text: 'Order was missing the drink 😞 was really looking forward to it' },
  {
    emotion: 'sadness',
    text: 'The lava cake was all I had to look forward to today. it was a bit dry sadly',
    mentions: 'lava',
  },
  { emotion: 'sadness', text: 'Exam stress + cold {dish} = not my day 😢' },
  { emotion: 'sadness', text: "I'm unwell and the soup helped a little. wish it was hotter though", mentions: 'soup' },
  { emotion: 'sadness', text: 'Dil udaas tha, nihari ne thora sambhal liya', mentions: 'nihari' },

  { emotion: 'anger', text: '1 hour+ for delivery and the food was COLD. Unacceptable 😡' },
  { emotion: 'anger', text: 'Rider was rude on the phone. Never again!!' },
  { emotion: 'anger', text: 'Asked for extra spicy and got zero spice. What is the point??' },
  { emotion: 'anger', text: 'Paisay pooray liye, portion aadha. Seriously?' },
  { emotion: 'anger', text: 'Wrong order delivered and nobody picked up the phone. Pathetic service' },
  { emotion: 'anger', text: 'Third time my {dish} came late. Fix your delivery!!' },
  { emotion: 'anger', text: 'Karahi had more oil than chicken. Bakwas.', mentions: 'karahi' },
  { emotion: 'anger', text: 'Oh great, another "quick delivery" that took an hour. Amazing. 🙄' },
  { emotion: 'anger', text: 'You charged me for 2 drinks and sent one. Very annoyed' },

  { emotion: 'disgust', text: 'Strand of hair in the {dish}. Ewww 🤢 lost my appetite' },
  { emotion: 'disgust', text: "The oil tasted old and smelled bad. Couldn't eat it." },
  { emotion: 'disgust', text: 'Salad leaves were wilted and slimy. gross', mentions: 'salad' },
  { emotion: 'disgust', text: 'Burger patty was raw from inside 🤮', mentions: 'burger' },
  { emotion: 'disgust', text: 'Container was greasy and dirty from outside. yuck' },
  { emotion: 'disgust', text: 'the meat smelled off. threw it away', mentions: 'beef' },
  { emotion: 'disgust', text: "Rice was sticky and bland, like yesterday's leftovers", mentions: 'rice' },

  {
    emotion: 'fear',
    text: "I told you I'm allergic to nuts, was there any in the {dish}?? Feeling itchy, please confirm asap",
  },
  { emotion: 'fear', text: 'Is the kitchen clean? The seal on the box was broken when it arrived 😟' },
  { emotion: 'fear', text: 'My son has a peanut allergy, what oil do you fry in? Worried now' },
  { emotion: 'fear', text: 'Rider kept calling from different numbers and asked weird questions, felt unsafe tbh' },
  { emotion: 'fear', text: "Stomach upset since last night's order, hope it wasn't the food 😰" },
  {
    emotion: 'fear',
    text: 'Chicken looked a bit pink inside, is it safe? scared to give it to my kids',
    mentions: 'chicken',
  },
];
