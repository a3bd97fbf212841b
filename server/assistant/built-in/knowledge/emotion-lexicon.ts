/**
 * Emotion words and phrases with weights, for customer feedback and for the mood inside a food request.
 * Written as `phrase=weight`; a trailing `@f` keeps an entry to feedback (praise and complaints say nothing
 * about the mood of someone asking for food) and `@r` keeps it to requests.
 */
import type { Emotion } from '../../../../shared/constants.ts';

export type LexiconScope = 'feedback' | 'request' | 'both';

export interface EmotionEntry {
  phrase: string;
  emotion: Emotion;
  weight: number;
  scope: LexiconScope;
}

const TABLE: Record<Emotion, string> = {
  joy: `
    happy=1.6, happiest=2, so happy=2, glad=1.2, pleased=1, delighted=1.8, thrilled=1.8, excited=1.5, yay=1.2,
    feeling great=1.8, feel great=1.8, feeling good=1.6, feel good=1.6, feeling happy=1.8, great mood=2@r,
    good mood=1.8@r, amazing mood=2@r, best day=1.8, good news=1.5, celebrate=1.6, celebrating=1.6,
    celebration=1.5, promoted=1.8@r, promotion=1.6@r, birthday=0.7, anniversary=0.7, party=0.8@r, won=1.2@r, who won=0@r,
    passed=1@r, got the job=1.8@r, got engaged=1.8@r, engaged=0.8@r, treat myself=1@r, treat=0.5,
    khush=1.6, khushi=1.6, dil khush=2, mazaa=1.5, maza=1.5, mazay=1.5, mazedar=1.5, maza aa gaya=2,
    love=1.5@f, loved=1.6@f, loving=1.2@f, lovely=1.3@f, loved it=1.8@f, amazing=1.5@f, awesome=1.5@f,
    excellent=1.6@f, perfect=1.5@f, perfection=1.6@f, best=1.4@f, great=1@f, good=0.8@f, nice=0.8@f,
    delicious=1.6@f, tasty=1.1@f, yummy=1.3@f, yum=1@f, scrumptious=1.6@f, superb=1.6@f, fantastic=1.6@f,
    wonderful=1.6@f, brilliant=1.3@f, outstanding=1.6@f, incredible=1.5@f, enjoyed=1.3@f, enjoy=1@f,
    satisfied=0.9@f, thanks=0.9@f, thank you=1.1@f, thankyou=1.1@f, grateful=1.3@f, appreciate=1@f,
    smile=1.3@f, smiling=1.3@f, impressed=1.3@f, fresh=0.6@f, still hot=1@f, still warm=0.9@f, arrived hot=1@f,
    early=0.6@f, quick=0.5@f, super quick=1@f, fast=0.5@f, polite=0.9@f, friendly=0.7@f, win=0.9@f, sorted=0.9@f,
    special=0.7@f, favourite=0.8@f, favorite=0.8@f, devoured=1.3@f, five stars=1.8@f, 5 stars=1.8@f,
    10 10=1.8@f, full marks=1.5@f, top notch=1.5@f, spot on=1.2@f, on point=1.2@f, made my day=2.2,
    made my night=2, made my evening=2, made my whole evening=2.2, made our night=2, made our day=2, wow=0.8@f,
    peaceful=0.8@f, pleasantly surprised=1.8@f, exceeded=1.3@f, highly recommend=1.8@f, recommend=0.8@f,
    elite=1.2@f, order again=1.3@f, ordering again=1.3@f, will order again=1.5@f, would order again=1.5@f,
    zabardast=1.6@f, zabardust=1.6@f, shukriya=1.1@f, shukria=1.1@f, kamaal=1.6@f, kamal=1.3@f, lajawab=1.6@f,
    behtareen=1.6@f, acha=0.8@f, accha=0.8@f, achha=0.8@f, wah=1.1@f, mast=1@f, lazeez=1.6@f, approved=0.6@f,
    sweet touch=1.5@f, so sweet of=1.5@f, huge=0.4@f, generous=0.8@f, gooey=0.5@f, crispy=0.4@f, juicy=0.5@f,
    not bad at all=1.8@f, flawless=1.6@f, impeccable=1.6@f, bless you=1.3@f, saved my=1.5@f, zero complaints=1.6@f, lifesaver=1.6@f, life saver=1.6@f, exactly what i needed=1.5@f, just what i needed=1.3@f, what i needed=1.2@f, pleasant=0.8@f, insane=0.4@f, hit the spot=1.5@f, cheered me up=1.8@f,
    😍=1.6, 😄=1.3, 😃=1.3, 😀=1.2, 😁=1.3, 😊=1.1, 🙂=0.6, 😋=1.3@f, 🤤=1@f, ❤=1.3, 💯=1.2@f, 👌=1@f, 👍=0.8@f,
    🎉=1.4, 🥳=1.4, 🙏=0.6@f, ⭐=0.8@f, 🔥=0.9@f, 😂=0.9, 🥰=1.6, ☺=1.1, 💕=1.2, 👏=1@f, 😎=0.8
  `,
  sadness: `
    sad=1.6, sadly=1, sadness=1.6, unhappy=1.2, depressed=1.8, depressing=1.5, down=0.7@r,
    low=1.1@r, feeling low=1.8, feel low=1.8, feeling down=1.6, feel down=1.6, blue=0.5@r, lonely=1.6, alone=1, mood bohat off=1.8, mood bahut off=1.8, mood kharab=1.6, bura lag=1.6, bura lag raha=1.8, kharab ho gayi=0.8@r, comfort food=0.8@r, low fat=0@r, low salt=0@r, low sodium=0@r, low carb=0@r, low cal=0@r, low calorie=0@r, low sugar=0@r, low budget=0@r, empty=0.9@r, feel empty=1.8, feels empty=1.8, tired of everything=2.4, moved abroad=1.2@r, moved away=1@r, by myself=0.6, heartbroken=2, broke my heart=2,
    breakup=1.6, broke up=1.6, crying=1.5, cried=1.5, cry=1.2, tears=1.2, miss=0.8, missing home=1.4@r,
    homesick=1.5, miss my=1.3, bad day=1.4, rough day=1.4, tough day=1.4, long day=0.8@r, rough week=1.3,
    long week=0.6, rough time=1.2, hard time=1.2, tired=0.7, exhausted=0.8, drained=1, mood off=1.8, bad mood=1.2,
    upset=1, gloomy=1.4, miserable=1.6, hopeless=1.5, need a hug=1.4@r, cheer me up=1.6@r, pick me up=0.9@r,
    comfort food=0.7@r, died=1.2, passed away=1.8, funeral=1.8, grieving=1.8, grief=1.8, lost my=0.8, udaas=1.7, udas=1.7, dukhi=1.6, dukh=1.5, afsos=1.2, dil toot=1.8, rona=1.3,
    disappointed=1.6@f, disappointing=1.6@f, disappointment=1.6@f, let down=1.6@f, letdown=1.6@f,
    deflated=1.6@f, feel terrible=1.6@f, felt terrible=1.6@f, feel bad=1.3@f, felt bad=1.3@f, shame=1.1@f,
    such a shame=1.4@f, pity=0.9@f, used to=0.8@f, anymore=0.6@f, not the same=1.1@f, nothing like=0.7@f,
    wish=0.6@f, craving=0.3@f, looking forward=0.7@f, worse=0.8@f, not my day=1.6@f,
    sigh=0.9@f, unfortunately=0.8@f, lukewarm=0.4@f, hungry=0.3@f, missing=0.4@f,
    bad=0.6@f, complaint=0.3@f, was hoping=0.8@f, oh well=1@f, stood me up=1.8, chaliswan=1.8, gone from the menu=0.8@f, could not sleep=0.8@f, nicest thing anyone=1.2@f, never showed up=0.8@f, went to bed early=0.8@f, could not finish=0.6@f, nobody wished=1.6@f, no one wished=1.6@f, wish nahi=1.4@f, not the memory=1.4@f, good old days=1.4@f, days are over=1.2@f, maybe next time=0.8@f, lifeless=0.8@f, for myself=0.4@f, melted=0.4@f, squashed=0.5@f, flat=0.3@f, dry=0.3@f, unwell=0.5@f, wasted=0.4@f,
    😢=1.6, 😭=1.6, 😔=1.6, 😞=1.6, 🥲=1, ☹=1.3, 🙁=1.3, 💔=1.6, 😿=1.4, 🥺=0.8, 😥=1.2, 😓=0.8
  `,
  anger: `
    angry=1.8, anger=1.6, furious=2.2, mad=1.2, livid=2.2, outraged=2.2, annoyed=1.5, annoying=1.3, irritated=1.6,
    irritating=1.3, sick of=1.9, tired of=1.5, had enough=1.6, frustrated=1.4, frustrating=1.4, fed up=1.9, pissed=1.9, rage=1.8, hate=1.2, yelled=1,
    shouted=0.9, ugh=0.6, argh=1, how hard is it=1.6@f, phir se=1.1@f, khana thanda=1.2@f, thanda khana=1.2@f, again and again=1.2@f, how difficult is it=1.6@f, does anyone=0.9@f, can not even read=1.4@f, charged twice=1.6@f, charging me=0.8@f, gussa=1.9, ghussa=1.9, stressed=0.4@r, stress=0.3@r,
    unacceptable=2, ridiculous=1.6, pathetic=1.9, useless=1.3, worst=1.4, terrible=0.8, horrible=0.8, awful=0.8,
    rude=1.6, refund=1.3@f, money back=1.3@f, scam=1.9, theft=1.9, cheated=1.6, rip off=1.6, ripoff=1.6,
    robbery=1.6, lying=1.5, lied=1.5, liar=1.6, never again=1.9@f, never ordering again=2.2@f,
    never order again=2.2@f, never ordering from=2.2@f, kidding me=1.6@f, are you kidding=1.6@f,
    what is the point=1.2@f, do you even=1.3@f, even read=0.6@f, waste of money=1.6@f, charged twice=1.3@f,
    charged me=0.8@f, overcharged=1.6@f, nobody=0.6@f, no one=0.5@f, ignored=1.1@f, no response=0.9@f,
    late=0.8@f, hours=0.5@f, an hour=0.3@f, hour=0.3@f, waited=0.5@f,
    waiting=0.4@f, still waiting=1.1@f, third time=1.3@f, every single=0.9@f, every time=0.6@f, fix your=1.3@f,
    wrong order=1.1@f, wrong address=1.1@f, wrong=0.6@f, cancelled=0.6@f, canceled=0.6@f, blamed=1.1@f,
    disgraceful=1.6@f, shameful=1.4@f, specifically=0.8@f, i asked for=0.6@f, i said=0.6@f,
    told you=0.5@f, what the hell=1.6, wtf=1.6, bakwas=1.6, bekaar=1.1, ghatiya=1.6, faltu=1.1, shame on you=1.9,
    came cold=0.9@f, arrived cold=0.9@f, cold=0.5@f, forgot=0.7@f, forgetting=0.7@f, incomplete=0.7@f, missing=0.4@f,
    aadha=0.6@f, half=0.2@f, barely=0.5@f, seriously=0.7@f, again=0.6@f, another=0.3@f, mess=0.7@f,
    where is my order=1.4@f, i m done=1.4@f, done with=1.2@f, without telling=0.9@f, without asking=0.9@f,
    unprofessional=1.5@f, careless=1.2@f, complaint=0.6@f, stop=0.4@f, my money=0.6@f,
    😡=2, 🤬=2.2, 😠=1.8, 🙄=1.2, 😤=1.5, 👎=1, 💢=1.5
  `,
  fear: `
    scared=2, afraid=1.8, frightened=2, terrified=2.2, fear=1.5, anxious=1.9, anxiety=1.6, nervous=1.6,
    worried=1.9, worry=1.5, worrying=1.5, concerned=1.2, panic=2, panicking=2, panicky=1.8, unsafe=1.9,
    not safe=1.6, tense=1.3, tension=1.1, on edge=1.3, shaky=1.2, jittery=1.4, trembling=1.4, restless=1.1, overthinking=1.3, racing=0.6,
    mind racing=1.4, can not sleep=1.3@r, cant sleep=1.3@r, insomnia=1.3@r, exam=0.7@r, exams=0.7@r,
    interview=0.6@r, deadline=0.5@r, stressed=0.8@r, stress=0.6@r, scary=1.6, dar=1.5, darr=1.5, dar lag=1.9,
    ghabrahat=1.9, ghabra=1.7, pareshan=1.5, pareshani=1.4, fikar=1.2, fikr=1.2, khatra=1.5,
    food poisoning=2.2, poisoning=1.9, poisoned=1.9, vomiting=1.6, throwing up=1.6, threw up=1.6,
    nauseous=1.1, nausea=1.1, dizzy=1.6, sick=1, ill=0.8, unwell=0.6, stomach upset=1.3, upset stomach=1.3,
    stomach ache=1.3, stomach=0.6, under the weather=1.2, hurts=0.8, pain=0.9, ache=0.8, stomach is off=1.4, diarrhea=1.6, cramps=1, hospital=1.9,
    doctor=1.5, emergency=1.9, allergic=1.5@f, allergy=1.2@f, allergic reaction=2.2, reaction=1@f, rash=1.6,
    itching=1.6, itchy=1.6, swelling=1.6, swollen=1.6, throat=0.8@f, tight=0.4@f, breathe=1.3, breathing=1.2,
    epipen=2.2, anaphylaxis=2.2, pregnant=0.9@f, tampered=1.9, seal=0.5@f, broken seal=1.2@f,
    hope it wasnt=1.3@f, hope it was not=1.3@f, what was in=1.1@f, what is in=0.9@f, please confirm=0.9@f,
    confirm=0.5@f, asap=0.5@f, urgent=0.9@f, should i=0.7@f, is it safe=1.6@f, undercooked=0.6@f,
    pink=0.4@f, creepy=1.5, suspicious=1.2, followed me=1.3, harass=1.6, harassed=1.6,
    severe=0.6@f, bemaar=1, ulti=1.6, dangerous=1.6, is it dangerous=1.9@f, can anyone confirm=1.3@f, what exactly was in=1.3@f, is there anything else in=1.2@f, will this come back=1.4@f, will i get=0.6@f, home alone=1.3@f, glass=1.2@f, ho sakta hai=0.8@f, reading is=0.6@f, blood sugar=1.2@f,
    😨=2, 😰=2, 😱=1.8, 😟=1.6, 😬=1, 😧=1.5, 😖=0.8
  `,
  disgust: `
    disgusting=2.2, disgusted=2.2, gross=1.9, grossed out=2, revolting=2.2, vile=2.2, nasty=1.6, yuck=1.9,
    yuk=1.9, eww=1.9, ew=1.6, gag=1.8, gagged=1.9, gagging=1.9, puke=1.6, nauseating=1.6, sickening=1.8,
    lost my appetite=2, lost appetite=1.8, put me off=1.6, turned my stomach=1.8, ganda=1.6, gandi=1.6,
    ghin=1.9, ghinn=1.9, badboo=1.9, bad smell=1.4, sneeze=1.4@f, curdled=1.8@f, clump=0.8@f, can still taste it=1.2@f, film of=0.8@f, sneezed=1.5@f, sneezing=1.4@f, coughed=1.3@f, coughing on=1.5@f, band aid=2@f, bandaid=2@f, did not even want to touch=1.6@f, did not want to touch=1.4@f, 🪰=1.8@f, queasy=1.4, queasiness=1.4, feel sick=1@r, feel kinda sick=1.4@r, sneeze into=1.6@r, something gross=1.5@r, saw something=0.4@r, nauseous=0.5,
    hair=1.3@f, strand of hair=1.6@f, cockroach=2.2@f, roach=2@f, insect=1.9@f, bug=1.5@f, fly=0.9@f,
    worm=1.9@f, maggot=2.2@f, rat=1.6@f, plastic=1.1@f, slimy=1.6@f, slime=1.5@f, rancid=1.9@f, rotten=1.9@f,
    rotting=1.9@f, stale=1.2@f, mouldy=1.9@f, moldy=1.9@f, mold=1.6@f, mould=1.6@f, gone off=1.6@f,
    smelled=0.9@f, smelt=0.9@f, smell=0.6@f, smells=0.9@f, stink=1.6@f, stinks=1.6@f, stinky=1.6@f,
    sour=0.6@f, raw=1@f, greasy=0.8@f, oily=0.5@f, dirty=1.5@f, filthy=1.9@f, unhygienic=1.9@f, hygiene=1@f,
    wilted=1.1@f, soggy=0.5@f, burnt=0.4@f, can not even=0.5@f, threw it away=1.1@f, threw away=1@f,
    inedible=1.6@f, could not eat=0.8@f, dead=0.8@f,
    crawl=1@f, crawling=1.2@f, leftovers=0.8@f, sticky=0.5@f, 🤢=2.2, 🤮=2.2, 😷=0.6
  `,
  neutral: `
    fine=0.9@f, okay=0.9@f, ok=0.9@f, alright=0.9@f, average=1.1@f, decent=0.7@f, standard=0.9@f, normal=0.9,
    as described=0.9@f, as expected=0.9@f, as mentioned=0.9@f, on time=0.6@f, nothing special=1.3,
    nothing else=0.8@f, nothing to report=1.1@f, nothing to complain=1@f, theek=0.9@f, theek thaak=1.2@f,
    so so=1.1@f, not bad not great=1.8@f, would be nice=1.2@f, option of=0.6@f, option to=0.6@f, suggestion=0.9@f, please add=0.9@f, could you add=0.9@f, mediocre=0.7@f, same as=0.6@f, similar=0.6@f, received=0.4@f,
    could be better=0.9@f, otherwise fine=1@f, regular=0.8@r, usual=0.8@r, as usual=1@r, everyday=1@r,
    ordinary=0.9@r, nothing much=0.9@r, nothing going on=1@r, just hungry=0.6@r, chill=0.6@r, bored=0.5@r,
    whatever=0.6@r, not fussy=0.9@r, no preference=1@r, calm=0.6@r, relaxed=0.7@r, 😐=1.2, 😶=0.8, 🤷=0.8
  `,
};

function parse(): EmotionEntry[] {
  const entries: EmotionEntry[] = [];
  for (const [emotion, block] of Object.entries(TABLE) as [Emotion, string][]) {
    for (const item of block.split(',')) {
      const match = /^\s*(.+?)=([\d.]+)(@[fr])?\s*$/u.exec(item);
      if (!match) continue;
      const scope: LexiconScope = match[3] === '@f' ? 'feedback' : match[3] === '@r' ? 'request' : 'both';
      entries.push({ phrase: match[1]!, emotion, weight: Number(match[2]), scope });
    }
  }
  return entries;
}

export const EMOTION_ENTRIES: readonly EmotionEntry[] = parse();

/** Words that turn what follows around; Roman Urdu puts "nahi" after the word it negates. */
export const NEGATORS = ['not', 'no', 'never', 'without', 'hardly', 'barely', 'nor', 'neither', 'nothing'];
export const NEGATORS_AFTER = ['nahi', 'nahin', 'nai', 'na'];

export const INTENSIFIERS = [
  'very',
  'really',
  'so',
  'super',
  'extremely',
  'absolutely',
  'totally',
  'completely',
  'utterly',
  'too',
  'such',
  'incredibly',
  'truly',
  'honestly',
  'seriously',
  'bohat',
  'bohot',
  'bahut',
  'boht',
  'bht',
  'bilkul',
  'ekdum',
  'soo',
  'sooo',
  'damn',
  'insanely',
  'deeply',
];
export const DOWNTONERS = ['bit', 'slightly', 'somewhat', 'kinda', 'little', 'thora', 'thoda', 'mildly', 'almost'];

/** Clause breaks where what follows weighs more than what came before. */
export const CONTRAST_WORDS = ['but', 'though', 'however', 'lekin', 'magar', 'yet'];

/** Praise used sarcastically: these openers, next to a complaint, mean the opposite. */
export const SARCASM_CUES = [
  'oh great',
  'just great',
  'great job',
  'nice job',
  'well done',
  'thanks a lot',
  'thanks for nothing',
  'just what i wanted',
  'just what i needed',
  'exactly what i wanted',
  'what i always wanted',
  'yeah right',
  'yeah great',
  'just perfect',
  'just great',
  'just brilliant',
  'just wonderful',
  'oh wonderful',
  'oh perfect',
  'oh nice',
  'how wonderful',
  'love how',
  'love that',
  'so much for',
  'as always',
  'as usual',
  'slow clap',
  'bravo',
  'wow just wow',
  'how nice',
  'how lovely',
  '🙄',
  '🙃',
  'nothing says',
  'bonus',
  'very premium',
  'so premium',
  'really appreciate it',
  'appreciate it',
  'thanks for charging',
  'truly',
  'have it framed',
  'attention to detail',
  'makes up for',
];

/** Facts of a failed order: with praise around them, the praise is sarcasm. */
export const COMPLAINT_WORDS = [
  'cold',
  'late',
  'again',
  'another',
  'hour',
  'hours',
  'missing',
  'wrong',
  'soggy',
  'burnt',
  'raw',
  'stale',
  'forgot',
  'forgotten',
  'forgetting',
  'waited',
  'waiting',
  'never arrived',
  'never came',
  'cancelled',
  'spilled',
  'leaked',
  'undercooked',
  'overcooked',
  'lukewarm',
  'melted',
  'no spice',
  'zero spice',
  'tasteless',
  'bland',
  'salty',
  'fly',
  'hair',
  'insect',
  'cockroach',
  'band aid',
  'bandaid',
  'floating',
  'twice',
  'charged',
  'charging',
  'minutes',
  'limp',
  'skip',
  'skipped',
  'raw chicken',
];
