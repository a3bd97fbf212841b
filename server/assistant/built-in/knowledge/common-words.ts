/**
 * Everyday English that sits one typo away from an engine word ("style" from "stale", "could" from "cold",
 * "taste" from "tasty"). Typo correction leaves these alone. Grown from checking a large English text corpus
 * against the lexicons, plus the words of food orders and reviews.
 */
export const COMMON_WORDS = `
about above absolutely accept across actually added adding address addresses after afternoon again against age
ago agree ahead along already although always among amount another answer anyone anyway apart apology app
appear apple approve approval area around arrive arrived arrives arriving asked asking ate attach attention
available average away awhile baby back bag bags bake baking bar base based basic batch bathroom became become
before began begin behind being believe below beside better between beyond bill birthday bite bitter black
blame bland blend block board body boil boiled bone bones book bottle bottom bought bowl box boxed boxes brand
bread break breaker breaking bring broke brought brown build built bunch burn bus busy button buy buying cake
call called calling calm came can car card care careful carried carry carrying case cash catch caught cause
cent center centre certain chance change changed changing charge check checked checking child choice choose
chose chosen city claim class clear cleared clean cleaned cleaning close closed closer coat coffee colour color
come comes coming comment common complain complained compliant concern concerns confirmed conform consider
continue control cook cooked cooking cool copy corner correct cost costs could count counter country couple
course cover covered create created creates creating crew cup current customer customers cut daily damage
date dated dealing decide deleted delayed deliver delivered delivering delivery describe described desk
detail details did different dining direct directly discussed discussing dish dishes door double doubt down
dozen draw dress drink drinks drive driver drop dropped during each early eagerly easily easy edge either else
empty end ended enough enter entire evening event ever every exactly example except exceeds excluded exist
existed exited expect expected expired explain extended extra face fact fair fairly fall family far fast
feed feel fees felt few field fill filled final finally find fine finger finish first fit five fix fixed
flat flavour flavor float floor follow food forget forgot form forward found four free fresh freshly friend
friends from front full fully future game gate gave general get gets getting give given glass goes going
gone goods got grab grade greater greatly greet ground group grow grows guess guest guy half hall hand handed
handle hang happen happened hard hardly head hear heard held help here high hill hold holding home hope
hoped hour hours house however hundred idea ignore ignored inside insert inserts instead item items itself
join just keep kept kind knew know known label large last late lately later least leave leaving left less
let letter level lid lift light like liked line list listen little live lived lives living load loading local
long look looked looking lose losing lost lot lots loud low lower made main make many mark market match
matter may meal mean meant meet member mention mentioned menu message middle might mind minute minutes miss
mistake mix mixed money month more morning most mostly move much must name near nearly need needed never next
nice night none normal normally note nothing notice number often old older once online only open opened
order ordered ordering orders other others outside over own pack packaging packed packet packing page paid
pair paper part parts party pass passed passes past pause paused pay paying people percent perhaps person
phone pick picked picking piece place plain plan plate please plus point portion portions possible post pot
pour prefer pressed price prices print probably problem promote promoted proposed proper properly pull put
quality quarter question quick quickly quite rain raise range rate rather reach reached reaching read reading
ready real really reason receipt receive received receiver recent recently record regular regularly related
release released remember repeat reply report reporting request requested rest restaurant return review rice
rider riders right ring road room round routine rule run said sale same sample sampling sat sauce save saw
say scale school seat second section see seem seen send sent separate separately serious serve served service
set several shape share shared shell shells shift shop short shorter shorten should show side sign simple
simpler simply since single sister sit site six size slice slightly slow small smaller smell snack soft
some someone something sometimes son soon sort sound soup space speak special specially specify spell spelled
spelling spend spent spoon spot staff stage stand standard standards start started state stay stays step
sticky still stop stops store story straight strange street strings style styling such suggest summer super
supper sure surprise table take taken talk taste tasted tastes tea team teams tell test text than thank that
their them then there these they thick thin thing things think third those though thought three through
throw time timed times tiny today together told tomorrow took top total touch toward town track tried true
try turn turned twice two type under unless until upon upper usual usually value very visit wait waited waiter
walk walking want wanted warning wash waste watch water way wear week weekend weeks weight well went were
what whatever when whenever where wherever whether which while white whole whose wide wife will window wish
with within without woman word wording work worked working world would write writing written wrong year yet
young your reserved loose instance inspect unset replaced converted declared reduction stable relation
threat rejection outdated died dying dead cat dog pet flight trip travel streamed latter prompted booth angel executed graceful resolving reverting
pakistan lahore karachi islamabad peshawar rawalpindi multan quetta india china thailand italy japan korea dubai
match team won win weather mausam somewhere range season saddar kab chalti chalta bus metro
heart hearts monday tuesday wednesday thursday friday saturday sunday weekend weekday january february march april june july
august september october november december
`;
