/**
 * Content for the 18 area landing pages (/areas/:slug) and the /areas index.
 *
 * Drive times, in the badges and in the prose, come from app/content/drive-times.ts (one
 * value per place, shared with the other kind of local page). The index
 * shows the first 120 characters of `localIntro`, so every intro opens with a
 * sentence that stands on its own. Salon identity, hours and booking rules are
 * read from the config.
 */
import { booking, salon, type Weekday } from "../config/salon.ts";
import { smoothingUsuallyLasts } from "./treatment-lifetimes.ts";
import { driveMinutes, driveTime } from "./drive-times.ts";
import { hoursToken } from "../lib/hours-in-prose.ts";

export type AreaFaq = { question: string; answer: string };

export type Area = {
  slug: string;
  name: string;
  /** e.g. "Como NSW 2226". */
  fullName: string;
  postcode: string;
  /** Minutes by car from the salon, as published ("12–15"), or "On-site" for Bangor. */
  driveTime: string;
  localIntro: string;
  popularServices: ["Colour & Blonding", "Keratin/Straight Up Smoothing", "Cuts & Styling"];
  faqs: [AreaFaq, AreaFaq, AreaFaq, AreaFaq];
  /** Shown on the "Easy to Find" card next to the drive time and address. */
  directionsNote: string;
  /** Slugs of other /areas pages. */
  nearbyLocations: string[];
};

// ---------------------------------------------------------------------------
// Facts read from the config, phrased for prose.

/** A day's times as tokens, filled from the owner's week when a page shows the text (app/lib/hours-in-prose.ts). */
function dayHours(day: Weekday): { opens: string; closes: string } {
  return { opens: hoursToken.opens(day), closes: hoursToken.closes(day) };
}

/** "Tuesday 10 am–5 pm, Wednesday 6 pm–9 pm, … and Saturday 8 am–2 pm" */
const weekHours = hoursToken.week;

const wed = dayHours("Wednesday");
const thu = dayHours("Thursday");
const sat = dayHours("Saturday");

const name = salon.name;
const founder = salon.founder.firstName;
const phone = salon.phone.display;
const colourLead = booking.leadTimes.colourOrSmoothing;
const cutLead = booking.leadTimes.cuts;

const lateNights = `Wednesday evening from ${wed.opens} to ${wed.closes} and Thursday until ${thu.closes}`;

const popularServices: Area["popularServices"] = ["Colour & Blonding", "Keratin/Straight Up Smoothing", "Cuts & Styling"];

// ---------------------------------------------------------------------------

export const areas: Area[] = [
  {
    slug: "sydney",
    name: "Sydney",
    fullName: "Sydney NSW 2000",
    postcode: "2000",
    driveTime: driveTime("sydney"),
    localIntro: `Plenty of city workers make the drive to Bangor because a stylist who knows their hair is worth the run down the M5. From the CBD the studio is ${driveMinutes("sydney")} minutes by car, so most city clients book a Thursday evening or a Saturday morning and make a proper visit of it. Smoothing that lasts for months and colour designed to grow out softly mean fewer trips, and ${founder} plans your appointments around how often you can realistically get here.`,
    popularServices,
    faqs: [
      {
        question: "Is it really worth coming from the city for a hair appointment?",
        answer: `Our city clients think so, mainly because they come less often. A Straight Up Smoothing usually lasts ${smoothingUsuallyLasts}, and well-placed foils grow out without a harsh line, so three or four visits a year is realistic. ${founder} will plan the colour and cut around that rhythm.`,
      },
      {
        question: "Can I get to the studio by train?",
        answer: `Yes. Take the T4 line to Sutherland, then a short taxi or rideshare across the Woronora Bridge into Bangor, about ${driveMinutes("sutherland")} minutes. For a long colour or smoothing, allow a little buffer for the connection.`,
      },
      {
        question: "When is the best time for a city worker to book?",
        answer: `We're open ${lateNights}, and on Saturday from ${sat.opens} to ${sat.closes}. Those slots are the most popular with commuters, so book colour and smoothing ${colourLead} ahead and cuts ${cutLead} ahead.`,
      },
      {
        question: "What if motorway traffic makes me late?",
        answer: `Call ${phone} as soon as you know. If you arrive more than ${booking.lateArrivalMinutes} minutes late we may need to shorten the service or reschedule it, so leave some buffer on a weekday evening. If your plans change completely, moving the booking at least ${booking.rescheduleNoticeHours} hours ahead costs nothing.`,
      },
    ],
    directionsNote: `By car, take the M5 south-west to Henry Lawson Drive, then Alfords Point Road over the Georges River and on through Menai to Bangor. By train, ride the T4 to Sutherland and take a short car trip across the Woronora Bridge.`,
    nearbyLocations: ["padstow-2211", "menai-2234"],
  },
  {
    slug: "como-2226",
    name: "Como",
    fullName: "Como NSW 2226",
    postcode: "2226",
    driveTime: driveTime("como"),
    localIntro: `Como's river-edge streets are lovely to live on and hard on hair, with humid air off the Georges River all summer. The studio in Bangor is ${driveMinutes("como")} minutes away, through Jannali and Sutherland and over the Woronora Bridge. Como clients mostly come to us for Straight Up Smoothing to settle humidity frizz, and for colour that still shines after a season of swims and sun at the Pleasure Grounds.`,
    popularServices,
    faqs: [
      {
        question: "How long will a smoothing last through a humid Como summer?",
        answer: `Usually ${smoothingUsuallyLasts}, depending on your hair and how often you swim and wash. The appointment takes 2 to 3 hours, and your hair stays dry and unwashed for 48 hours afterwards. A gentle aftercare shampoo is the single biggest thing you can do to make it last.`,
      },
      {
        question: "Can I have colour and a smoothing on the same day?",
        answer: `We don't recommend it. Book your colour at least 1 to 2 weeks before or after the smoothing so each service can do its job properly. ${founder} will suggest the order that suits your hair when you book.`,
      },
      {
        question: "What is a gloss, and do I need one?",
        answer: `A gloss is a quick tone-and-shine service, about 30 to 40 minutes, that revives faded colour between full appointments. After a summer on the river it's the fastest way to get rid of dullness. Toners start from A$29.`,
      },
      {
        question: "How far ahead should I book?",
        answer: `Book colour and smoothing ${colourLead} ahead and cuts ${cutLead} ahead. Saturday mornings and the weeks before Christmas fill first, so book earlier if you need those.`,
      },
    ],
    directionsNote: `From Como, drive through Jannali to Sutherland and take the Bangor Bypass over the Woronora Bridge; the studio is a few minutes into Bangor.`,
    nearbyLocations: ["oyster-bay-2225", "jannali-2226", "sutherland-2232", "gymea-2227"],
  },
  {
    slug: "gymea-2227",
    name: "Gymea",
    fullName: "Gymea NSW 2227",
    postcode: "2227",
    driveTime: driveTime("gymea"),
    localIntro: `Fine, flat hair is one of the things Gymea clients ask us about most, and it's very fixable. From Gymea the studio is ${driveMinutes("gymea")} minutes by car, via the Princes Highway and the Woronora Bridge. The right cut, a light product at the root and a healthy scalp all add body, and ${founder} will show you how to get it at home. When you want a slower visit, our Time-Out menu adds a scalp detox or an infrared sauna session.`,
    popularServices,
    faqs: [
      {
        question: "My hair is fine and goes flat by lunchtime. What helps?",
        answer: `Start with the cut: internal layers and a solid perimeter make fine hair look thicker. At home, a volumising shampoo and conditioner such as the Pure Volume pair won't weigh the roots down, and a mist of Sea Salt Texture Spray adds grip. Keep oils and masks on the ends only.`,
      },
      {
        question: "What is a scalp detox?",
        answer: `It's an hour-long treatment (A$62) that lifts product build-up, oil and dead skin from the scalp. Clients with fine hair often notice more lift for days afterwards. Between visits, a Scalp Detox Scrub once a week keeps things clear.`,
      },
      {
        question: "Do you have an infrared sauna?",
        answer: `Yes. It's part of our Time-Out menu, from A$25 for a casual session, with 5-visit and 10-visit passes for regulars. Many clients pair a sauna with a treatment and make an afternoon of it.`,
      },
      {
        question: "Can I come in after work?",
        answer: `Yes. We're open ${lateNights}. From Gymea that's ${driveMinutes("gymea")} minutes away, so you can come straight from work without rushing.`,
      },
    ],
    directionsNote: `Head up to the Princes Highway from Gymea, follow it west to Sutherland and cross the Woronora Bridge on the Bangor Bypass.`,
    nearbyLocations: ["miranda-2228", "kirrawee-2232", "sylvania-2224", "como-2226"],
  },
  {
    slug: "menai-2234",
    name: "Menai",
    fullName: "Menai NSW 2234",
    postcode: "2234",
    driveTime: driveTime("menai"),
    localIntro: `Menai families are some of our closest regulars, just ${driveMinutes("menai")} minutes up the road from the studio in Bangor. That short trip makes it easy to fit a smoothing or colour inside school hours and still be back for pick-up. We see plenty of Menai teenagers too, from first smoothings to formal styles, and ${founder} is happy to talk parents through what suits young hair.`,
    popularServices,
    faqs: [
      {
        question: "Is smoothing suitable for my teenager?",
        answer: `For many teens it is, and we have a dedicated Straight Up Smoothing for Teens (A$234). ${founder} checks the hair's condition first and talks it through with you both. The appointment takes 2 to 3 hours and the hair stays dry for 48 hours, so plan it for a weekend without sport or swimming.`,
      },
      {
        question: "Can I fit a smoothing between school drop-off and pick-up?",
        answer: `Usually, yes. Thursday and Friday open at ${hoursToken.opens("Thursday", "Friday")}, and a 2 to 3 hour smoothing started then is finished well before the school bell. Those morning slots are popular, so book ${colourLead} ahead.`,
      },
      {
        question: "How do we stop tangles before school every morning?",
        answer: `Spray the lengths with a detangler such as Poppet Locks and brush from the ends up with a flexible brush like the Wet Brush. A loose plait at night and a silk pillowcase mean far fewer knots by morning. Regular trims stop the ends from catching.`,
      },
      {
        question: "Can I spread the cost of a bigger service?",
        answer: `Yes. Buy now, pay later is available on services over A$${booking.buyNowPayLaterOver}, which covers smoothing and most colour packages. We also accept cash, card and digital payments.`,
      },
    ],
    directionsNote: `From Menai, follow Menai Road east into Bangor: no highway, no bridge, and free street parking close to the door.`,
    nearbyLocations: ["bangor-2234", "illawong-2234", "alfords-point-2234", "sutherland-2232"],
  },
  {
    slug: "bangor-2234",
    name: "Bangor",
    fullName: "Bangor NSW 2234",
    postcode: "2234",
    driveTime: driveTime("bangor"),
    localIntro: `Bangor is our home suburb, and ${name} has been part of it since ${salon.openedYear}. Being local means we know the neighbourhood's hair as well as its streets: humid summers drifting up from the Woronora valley, rushed school mornings, Saturday sport. Bangor clients can walk to their appointment, collect online orders at the studio, and drop in for a fringe trim between cuts.`,
    popularServices,
    faqs: [
      {
        question: "Who will actually be doing my hair?",
        answer: `${founder}, the salon's ${salon.founder.role}, has ${salon.founder.experience} of experience and opened the studio in ${salon.openedYear}. She does your consultation, mixes your colour and finishes your style, so you always know who to talk to about your hair.`,
      },
      {
        question: "Is the studio accessible for wheelchairs and prams?",
        answer: `Yes. There's rear parking with step-free wheelchair access, as well as free street parking close by. Let us know when you book if you need anything else, such as extra time or a particular chair, and we'll have it ready.`,
      },
      {
        question: "Can I get a fringe trim between cuts?",
        answer: `Yes. A fringe trim takes about 10 minutes (A$15.50), and it's the easiest way to stretch the time between full cuts. Ring ${phone} to check for a gap, or book it online.`,
      },
      {
        question: "Do you have gift ideas for someone who loves their hair?",
        answer: `Our Christmas gift packs bundle professional products at a better price than buying them separately, starting with the Mini Travel Gift Pack at A$45. Order online and choose free local pickup, and the pack is waiting for you at the studio.`,
      },
    ],
    directionsNote: `Walk down or drive: free street parking is close by, and rear parking has step-free wheelchair access.`,
    nearbyLocations: ["menai-2234", "barden-ridge-2234", "illawong-2234", "alfords-point-2234"],
  },
  {
    slug: "jannali-2226",
    name: "Jannali",
    fullName: "Jannali NSW 2226",
    postcode: "2226",
    driveTime: driveTime("jannali"),
    localIntro: `Jannali is a train suburb, and many of our Jannali clients plan their hair around the T4 timetable. The studio is ${driveMinutes("jannali")} minutes away by car, through Sutherland and across the Woronora Bridge, so a Thursday-evening appointment after the train home is easy. Jannali men come to us too, for sharp cuts and a grey blend that doesn't look dyed.`,
    popularServices,
    faqs: [
      {
        question: "Can I come straight from the train after work?",
        answer: `Yes. We're open ${lateNights}. From Jannali station it's ${driveMinutes("jannali")} minutes by car, so a 6:30 or 7 pm start is comfortable on those nights.`,
      },
      {
        question: "Do you cut and colour men's hair?",
        answer: `We do. Men's haircuts start from A$39, and the Men's Colour (about an hour, A$49) blends grey so it looks like your own hair, only less of it. Regular clients usually book every 4 to 6 weeks to keep the shape tidy.`,
      },
      {
        question: "How often does blonde need a toner?",
        answer: `Every 6 to 8 weeks keeps brassiness away for most clients. A toner takes about 40 minutes and starts from A$29, and a purple shampoo once or twice a week stretches the time between visits.`,
      },
      {
        question: "How can I pay?",
        answer: `You pay on the day by cash, card or digital payment. Buy now, pay later is available on services over A$${booking.buyNowPayLaterOver}, which is handy for smoothing and colour packages.`,
      },
    ],
    directionsNote: `From Jannali, head into Sutherland and take the Bangor Bypass across the Woronora Bridge; the studio is a few minutes into Bangor.`,
    nearbyLocations: ["como-2226", "oyster-bay-2225", "sutherland-2232", "kareela-2232"],
  },
  {
    slug: "kareela-2232",
    name: "Kareela",
    fullName: "Kareela NSW 2232",
    postcode: "2232",
    driveTime: driveTime("kareela"),
    localIntro: `For Kareela clients who wake up to frizz, the fix often starts with what happens overnight. The studio is ${driveMinutes("kareela")} minutes away by car, via the Princes Highway, Sutherland and the Woronora Bridge. ${founder} looks at the whole routine, from your shampoo to the pillowcase you sleep on, before suggesting anything as big as a smoothing. When you'd like more brightness, a quarter or half head of foils is an easy way to start.`,
    popularServices,
    faqs: [
      {
        question: "Does a silk pillowcase really help with frizz?",
        answer: `Yes, it makes a noticeable difference. Silk creates less friction than cotton, so hair slides instead of roughing up overnight and you wake up with smoother lengths and fewer knots. Our Silk Pillowcase is A$42 and comes in several colours.`,
      },
      {
        question: "What's the difference between a quarter and a half head of foils?",
        answer: `A quarter head lightens the hairline and parting for a brighter frame around the face (A$99 on its own). A half head adds the top and sides for more all-over brightness (A$134). With a cut and blow-dry included, the packages are A$202 and A$237.`,
      },
      {
        question: "How can I keep frizz down without a smoothing?",
        answer: `Use a rich conditioner every wash, blot with a microfibre towel instead of rubbing, and put on heat protection before any hot tool. A few drops of Nourishing Hair Oil on the ends seals the cuticle. In the salon, an Express Miracle Treatment (A$22) is a quick boost.`,
      },
      {
        question: "Can I get a Saturday appointment?",
        answer: `Yes, from ${sat.opens} to ${sat.closes}. Saturdays are the first to fill, so book colour ${colourLead} ahead; weekday and late-night appointments are easier to get.`,
      },
    ],
    directionsNote: `From Kareela, join the Princes Highway heading west, go through Kirrawee into Sutherland and cross the Woronora Bridge on the Bangor Bypass.`,
    nearbyLocations: ["jannali-2226", "sylvania-2224", "kirrawee-2232", "oyster-bay-2225"],
  },
  {
    slug: "miranda-2228",
    name: "Miranda",
    fullName: "Miranda NSW 2228",
    postcode: "2228",
    driveTime: driveTime("miranda"),
    localIntro: `Miranda has the Shire's biggest shopping centre, but a boutique appointment is a different experience altogether. The studio in Bangor is ${driveMinutes("miranda")} minutes from Miranda, west along the Kingsway and over the Woronora Bridge. ${founder} looks after you from consultation to finish and explains what she's doing and why. Miranda clients often come to us for smoothing, and leave with a plan for keeping it.`,
    popularServices,
    faqs: [
      {
        question: "How much does Straight Up Smoothing cost?",
        answer: `Mid-length hair is A$324, long or thick hair A$349, and the teen treatment A$234. Each appointment takes 2 to 3 hours, and buy now, pay later is available on services over A$${booking.buyNowPayLaterOver}.`,
      },
      {
        question: "What makes a boutique appointment different?",
        answer: `Time and continuity. Every visit starts with a proper consultation, and your colour formula and cut notes are kept on file, so you never have to start from scratch. You also get honest advice, including when a service isn't right for your hair.`,
      },
      {
        question: "What's your cancellation policy?",
        answer: `Please give at least ${booking.rescheduleNoticeHours} hours' notice to change or cancel. Late cancellations may attract a ${booking.lateCancellationFeePercent}% fee, and arriving more than ${booking.lateArrivalMinutes} minutes late may mean a shorter service or a new time.`,
      },
      {
        question: "What aftercare do I need after a smoothing?",
        answer: `Use a shampoo and conditioner made for smoothed hair, such as the QIQI Smoothing Aftercare range (A$39 each) or the QIQI Smoothing Home Care Pack (A$85). Keep your hair dry for the first 48 hours and use heat protection whenever you style.`,
      },
    ],
    directionsNote: `From Miranda, take the Kingsway west to the Princes Highway, continue into Sutherland and cross the Woronora Bridge into Bangor.`,
    nearbyLocations: ["gymea-2227", "caringbah-2229", "sylvania-2224", "kirrawee-2232"],
  },
  {
    slug: "padstow-2211",
    name: "Padstow",
    fullName: "Padstow NSW 2211",
    postcode: "2211",
    driveTime: driveTime("padstow"),
    localIntro: `Padstow sits just across the Georges River from the Shire, and the Alfords Point Bridge is the link. Allow ${driveMinutes("padstow")} minutes to reach the studio in Bangor, depending on traffic at the bridge. Padstow clients tend to book longer appointments, such as a full head of foils or a smoothing, so one trip looks after their hair for months. You don't need to live in the Shire to be a regular.`,
    popularServices,
    faqs: [
      {
        question: "Do I need to live in the Sutherland Shire to book?",
        answer: `Not at all. Clients come from across the river and further afield, and everyone books the same way, online or by phone on ${phone}. Your first visit starts with a consultation wherever you've come from.`,
      },
      {
        question: "Which services make the drive from Padstow worthwhile?",
        answer: `The long-lasting ones. A Straight Up Smoothing usually holds for ${smoothingUsuallyLasts}, and the Full Head of Foils Package (about 2 hours 45 minutes, A$267) bundles three services into one visit. Pair either with your next cut and you've saved a trip.`,
      },
      {
        question: "Do you have evening appointments?",
        answer: `Yes: ${lateNights}. Those nights suit Padstow clients who work locally and want to miss the worst of the bridge traffic.`,
      },
      {
        question: "Where do I park when I arrive?",
        answer: `Free street parking is close to the studio, and there's rear parking with step-free wheelchair access. There's no need to budget extra time for a parking station after the drive.`,
      },
    ],
    directionsNote: `Take Henry Lawson Drive to Alfords Point Road, cross the Georges River on the Alfords Point Bridge, and continue south through Menai into Bangor.`,
    nearbyLocations: ["sydney", "alfords-point-2234", "illawong-2234", "menai-2234"],
  },
  {
    slug: "cronulla-2230",
    name: "Cronulla",
    fullName: "Cronulla NSW 2230",
    postcode: "2230",
    driveTime: driveTime("cronulla"),
    localIntro: `Cronulla hair lives in salt water and sunshine, and by February that shows in dry ends and brassy blonde. The studio in Bangor is ${driveMinutes("cronulla")} minutes from the beach, along the Kingsway and over the Woronora Bridge. Cronulla clients book us for toners that hold, smoothing that copes with sea air, and cuts that look good air-dried after a surf. ${founder} will give you a summer routine that works with your swims, not against them.`,
    popularServices,
    faqs: [
      {
        question: "How do I protect my hair at the beach?",
        answer: `Wet your hair with fresh water before you swim so it absorbs less salt, and comb a little Nourishing Hair Oil or leave-in through the ends. Rinse as soon as you're out and wear a hat in the middle of the day. A Pure Hydrating Mask once a week puts back what the sun takes out.`,
      },
      {
        question: "My blonde turns brassy every summer. What can I do?",
        answer: `Book a toner every 6 to 8 weeks through the warmer months (from A$29) and use Juuce Blonde Purple Shampoo and Conditioner once or twice a week. Sun and salt strip toner faster than usual, so summer blondes may need to come in a little sooner.`,
      },
      {
        question: "Can I swim after a smoothing?",
        answer: `Not for the first 48 hours: your hair needs to stay dry and unwashed. After that you can swim, but salt and chlorine shorten the life of a smoothing, so rinse straight after and use a smoothing aftercare shampoo. With good care it usually lasts ${smoothingUsuallyLasts}.`,
      },
      {
        question: "Should I book early for summer?",
        answer: `Yes. December and the lead-up to the holidays are our busiest weeks, so book colour and smoothing at least ${colourLead} ahead, and earlier if you want a Saturday. Cuts need ${cutLead}.`,
      },
    ],
    directionsNote: `From Cronulla, head west along the Kingsway through Caringbah and Miranda to the Princes Highway, then through Sutherland and over the Woronora Bridge.`,
    nearbyLocations: ["caringbah-2229", "miranda-2228", "gymea-2227"],
  },
  {
    slug: "illawong-2234",
    name: "Illawong",
    fullName: "Illawong NSW 2234",
    postcode: "2234",
    driveTime: driveTime("illawong"),
    localIntro: `Illawong is one of our closest neighbours, ${driveMinutes("illawong")} minutes from the studio through Menai. Illawong clients often ask for soft, lived-in blonde that doesn't need a salon visit every month, and well-placed foils deliver exactly that. ${founder} also sees plenty of long, thick hair here that takes an age to blow-dry, which is where a Straight Up Smoothing earns its keep.`,
    popularServices,
    faqs: [
      {
        question: "How do I get soft, low-maintenance blonde?",
        answer: `Fine foils placed through the top and around the face give brightness that grows out gently, without a hard regrowth line. The 1/2 Head of Foils, Cut & Blow-dry package (A$237) is the usual starting point, with a toner every 6 to 8 weeks to keep it fresh.`,
      },
      {
        question: "My hair is long and thick. Which smoothing do I need?",
        answer: `The Long/Thick Straight Up Smoothing Treatment (A$349) is made for you. It takes 2 to 3 hours, usually lasts ${smoothingUsuallyLasts}, and makes blow-drying far quicker.`,
      },
      {
        question: "How do I look after a smoothing at home?",
        answer: `Keep your hair dry and unwashed for 48 hours, then switch to a smoothing aftercare shampoo and conditioner such as QIQI (A$39 each). Wash in lukewarm rather than hot water, and keep salt-water and chlorine swims to a minimum in the first few weeks.`,
      },
      {
        question: "Do I still need heat protection after a smoothing?",
        answer: `Yes. Smoothed hair needs less heat, but whatever heat you do use still needs protecting. Heat Defense Spray (A$28) protects up to 230°C, so mist it through before every blow-dry or straightener.`,
      },
    ],
    directionsNote: `From Illawong, head south into Menai, then follow Menai Road east into Bangor.`,
    nearbyLocations: ["menai-2234", "alfords-point-2234", "bangor-2234"],
  },
  {
    slug: "kirrawee-2232",
    name: "Kirrawee",
    fullName: "Kirrawee NSW 2232",
    postcode: "2232",
    driveTime: driveTime("kirrawee"),
    localIntro: `Kirrawee has changed fast, and many of our Kirrawee clients are young professionals new to the Shire. The studio is ${driveMinutes("kirrawee")} minutes away via the Princes Highway and the Woronora Bridge. Busy weeks call for hair that works with a five-minute morning, so ${founder} cuts shapes that air-dry well and shows you how to use hot tools without frying your ends.`,
    popularServices,
    faqs: [
      {
        question: "How often should I get a cut?",
        answer: `Short styles and bobs look their best with a trim every 6 to 8 weeks. Longer hair can go 10 to 12 weeks between cuts, as long as the ends stay healthy. Book ${cutLead} ahead to keep your preferred time.`,
      },
      {
        question: "How hot is too hot for my straightener?",
        answer: `Fine or lightened hair rarely needs more than a medium setting; only very coarse hair needs the top end. Always mist on heat protection first; Heat Defense Spray (A$28) protects up to 230°C. If your hair sizzles or smells, the tool is too hot.`,
      },
      {
        question: "Do you offer quick services like a wash and dry?",
        answer: `Yes. A Hair Wash & Dry Off takes about 20 minutes (A$15.50), and a fringe trim about 10 minutes (A$15.50). For a finished look, a blow-dry starts from A$44.`,
      },
      {
        question: "Is parking easy?",
        answer: `Yes. Free street parking is close to the studio, and rear parking with step-free wheelchair access is there as well. No tickets and no boom gates.`,
      },
    ],
    directionsNote: `From Kirrawee, take the Princes Highway west into Sutherland, then follow the Bangor Bypass over the Woronora Bridge.`,
    nearbyLocations: ["sutherland-2232", "gymea-2227", "kareela-2232", "jannali-2226"],
  },
  {
    slug: "sylvania-2224",
    name: "Sylvania",
    fullName: "Sylvania NSW 2224",
    postcode: "2224",
    driveTime: driveTime("sylvania"),
    localIntro: `Sylvania's waterfront life, from the canals to Tom Uglys Bridge, means plenty of sun, spray and wind on your hair. The studio in Bangor is ${driveMinutes("sylvania")} minutes away, down the Princes Highway through Sutherland and over the Woronora Bridge. Sylvania clients come to us to bring back colour and shine the water has faded, and for scalp care after a summer of sunscreen and salt.`,
    popularServices,
    faqs: [
      {
        question: "My colour fades fast from all the time on the water. What helps?",
        answer: `A gloss or toner between colour appointments (30 to 40 minutes) brings back depth and shine quickly. At home, wash in cooler water with a colour-safe shampoo such as Juuce Radiant Colour, and cover your hair on the boat.`,
      },
      {
        question: "What's a scalp detox, and who is it for?",
        answer: `It's an hour-long treatment (A$62) that clears sunscreen, product and oil build-up from the scalp. It suits anyone whose roots feel heavy or itchy, or whose hair has lost its bounce. A Scalp Detox Scrub (A$42) once a week keeps the result going.`,
      },
      {
        question: "Can I make a relaxing afternoon of it?",
        answer: `Yes. The Complete Pamper Package is an hour of pure time out (A$62). Add a Hot Towel Treatment (A$12.50) to any service, or book an infrared sauna session from A$25.`,
      },
      {
        question: "Do you have late appointments?",
        answer: `Yes: ${lateNights}. Evenings are a good way to avoid weekend traffic on the Princes Highway.`,
      },
    ],
    directionsNote: `From Sylvania, follow the Princes Highway west through Kirrawee into Sutherland, then take the Bangor Bypass across the Woronora Bridge.`,
    nearbyLocations: ["kareela-2232", "miranda-2228", "gymea-2227", "caringbah-2229"],
  },
  {
    slug: "caringbah-2229",
    name: "Caringbah",
    fullName: "Caringbah NSW 2229",
    postcode: "2229",
    driveTime: driveTime("caringbah"),
    localIntro: `Caringbah is home to The Sutherland Hospital, and many of our Caringbah clients work shifts. The studio is ${driveMinutes("caringbah")} minutes away by car, west along the Kingsway and over the Woronora Bridge. Shift work means odd hours, hair tied back for twelve hours at a time and little energy left for styling, so ${founder} focuses on cuts and colour that look good straight out of a bun. Weekday daytime slots suit anyone on a rostered day off.`,
    popularServices,
    faqs: [
      {
        question: "I work shifts. When can I get in?",
        answer: `We're open ${weekHours}, and closed on Sunday and Monday. Between weekday mornings and the late nights on Wednesday and Thursday, there's usually a time that fits around a roster. Book online at any hour to see live availability.`,
      },
      {
        question: "Wearing my hair up all day is causing breakage. What can I do?",
        answer: `Move your ponytail or bun to a different spot each shift, use soft spiral ties instead of tight elastics, and never tie hair up wet. A Bond Repair Treatment (A$58) strengthens hair that's already weak, and a regular trim stops breakage from travelling.`,
      },
      {
        question: "Can stress and long shifts affect my hair?",
        answer: `Yes. Stress can cause extra shedding, often a couple of months after a hard stretch, and a neglected scalp doesn't help. A scalp detox and a gentle routine are good places to start, but see your GP if you notice sudden or patchy loss.`,
      },
      {
        question: "Is smoothing worth it if my hair is tied up most of the time?",
        answer: `Often, yes. Smoothed hair is quicker to dry and neater when it's down on your days off. For the first 48 hours, keep it loose and dry with no ties or clips, then wear it up as usual.`,
      },
    ],
    directionsNote: `From Caringbah, head west along the Kingsway through Miranda to the Princes Highway, then through Sutherland and across the Woronora Bridge.`,
    nearbyLocations: ["miranda-2228", "cronulla-2230", "sylvania-2224", "gymea-2227"],
  },
  {
    slug: "oyster-bay-2225",
    name: "Oyster Bay",
    fullName: "Oyster Bay NSW 2225",
    postcode: "2225",
    driveTime: driveTime("oyster-bay"),
    localIntro: `Oyster Bay is tucked between bushland and the Georges River, and it's a ${driveMinutes("oyster-bay")} minute drive from the studio. Oyster Bay clients tend to value an unhurried appointment, where ${founder} explains what she's doing and why. We're often asked about moving to natural grey, and about bringing back hair that's dry after years of colour and summers by the bay.`,
    popularServices,
    faqs: [
      {
        question: "Can you help me grow out my colour and go grey?",
        answer: `Yes. Rather than a sudden chop, ${founder} usually blends the regrowth with fine foils or a soft tone so the line between old colour and natural grey is hard to see. Regular trims gradually remove the old colour. Most transitions take several months, and she'll be honest about how long yours will take.`,
      },
      {
        question: "My hair is dry after years of colouring. What will help?",
        answer: `In the salon, a Superior Conditioning Treatment (A$32) makes an immediate difference. At home, a weekly Overnight Repair Mask or Bond Repair Treatment rebuilds strength over time. A trim to remove the most worn ends makes everything else work better.`,
      },
      {
        question: "Will someone explain everything before it starts?",
        answer: `Always. Your appointment begins with a consultation covering what you want, what your hair has been through and what each option costs. Nothing starts until you're comfortable, and you're welcome to ask questions at any point.`,
      },
      {
        question: "Can I book by phone rather than online?",
        answer: `Of course. Call ${phone} and we'll find a time together. If we're with a client, the phone assistant can take your details at any hour and we'll get back to you.`,
      },
    ],
    directionsNote: `Drive out of the bay towards Jannali, continue into Sutherland and take the Bangor Bypass over the Woronora Bridge.`,
    nearbyLocations: ["como-2226", "jannali-2226", "kareela-2232"],
  },
  {
    slug: "sutherland-2232",
    name: "Sutherland",
    fullName: "Sutherland NSW 2232",
    postcode: "2232",
    driveTime: driveTime("sutherland"),
    localIntro: `Sutherland is the heart of the Shire, and the studio in Bangor is only ${driveMinutes("sutherland")} minutes away across the Woronora Bridge. Because it's so close, Sutherland clients trust us with the whole year's hair, from a quick cut to a full colour and smoothing plan. Parents also book us for Year 6 farewells and primary formals, when a neat, secure style has to last through photos and a dance floor.`,
    popularServices,
    faqs: [
      {
        question: "Can I have colour and smoothing done together?",
        answer: `Not on the same day. Book your colour at least 1 to 2 weeks before or after the smoothing, and ${founder} will plan both appointments so they work together. Because we're close, two visits a fortnight apart are easy from Sutherland.`,
      },
      {
        question: "Do you do Year 6 farewell and primary formal hairstyles?",
        answer: `Yes. The Primary Formal Hairstyle takes about 45 minutes (A$59). Bring any clips, ribbons or flowers you'd like included, and book as soon as the date is announced, because end-of-year Saturdays fill quickly.`,
      },
      {
        question: "What should I bring to my first colour appointment?",
        answer: `Bring photos of colour you love, and just as usefully, photos of colour you don't. Tell us about any box dye, henna or salon colour in the last couple of years, because it changes what's possible. ${founder} will give you the plan and the price before starting.`,
      },
      {
        question: "How far ahead do Sutherland clients need to book?",
        answer: `Book colour and smoothing ${colourLead} ahead and cuts ${cutLead} ahead. Thursday evenings and Saturdays go first, so book those earlier.`,
      },
    ],
    directionsNote: `From Sutherland, head west onto the Bangor Bypass and cross the Woronora Bridge; Bangor starts on the other side of the river.`,
    nearbyLocations: ["kirrawee-2232", "jannali-2226", "bangor-2234", "como-2226"],
  },
  {
    slug: "barden-ridge-2234",
    name: "Barden Ridge",
    fullName: "Barden Ridge NSW 2234",
    postcode: "2234",
    driveTime: driveTime("barden-ridge"),
    localIntro: `Barden Ridge families are ${driveMinutes("barden-ridge")} minutes from the studio, which makes kids' cuts an easy after-school job. The suburb backs onto bushland and sporting fields, and Barden Ridge kids spend a lot of time in ponytails, helmets and swimming pools. ${founder} keeps kids' cuts quick and calm, and sends parents home with tips that make school mornings less of a battle.`,
    popularServices,
    faqs: [
      {
        question: "How long does a kids' cut take?",
        answer: `The Kids Cut & Blow-dry Bundle takes about 40 minutes (A$54), and a simple kids' haircut starts from A$24. A kids' blow-dry on its own is about 20 minutes (A$34), which is handy before photos.`,
      },
      {
        question: "My child swims a lot. How do we stop chlorine damage?",
        answer: `Wet their hair with tap water before the pool and use a well-fitted swimming cap. Rinse straight afterwards, condition every wash, and detangle gently from the ends up with a Wet Brush. Regular trims keep dry ends from snapping.`,
      },
      {
        question: "Can kids come in on a Saturday morning?",
        answer: `Yes. We open at ${sat.opens} on Saturday, so you can fit a cut in before sport. Saturday slots go quickly, so book ${cutLead} ahead.`,
      },
      {
        question: "My child hates having their hair brushed. Any tips?",
        answer: `Spray a detangler such as Poppet Locks Kids Detangling Spray (A$19) through first, then brush in small sections from the ends up. A flexible detangling brush makes a big difference, and a shorter or layered cut can make mornings much easier.`,
      },
    ],
    directionsNote: `From Barden Ridge, make your way to Old Illawarra Road, head into Menai and follow Menai Road east to Bangor.`,
    nearbyLocations: ["menai-2234", "bangor-2234", "illawong-2234"],
  },
  {
    slug: "alfords-point-2234",
    name: "Alfords Point",
    fullName: "Alfords Point NSW 2234",
    postcode: "2234",
    driveTime: driveTime("alfords-point"),
    localIntro: `Alfords Point is ${driveMinutes("alfords-point")} minutes from the studio, straight down Alfords Point Road into Menai and Bangor. Many Alfords Point clients have long, thick hair and long commutes, so a smoothing that shortens the morning blow-dry is an easy sell. ${founder} also does full-head foil packages for anyone who wants a big change in a single visit.`,
    popularServices,
    faqs: [
      {
        question: "Which smoothing is right for long, thick hair?",
        answer: `The Long/Thick Straight Up Smoothing Treatment (A$349) allows for the extra product and time that thick hair needs. It takes 2 to 3 hours and usually lasts ${smoothingUsuallyLasts}. Keep your hair dry for 48 hours afterwards.`,
      },
      {
        question: "How long does a full head of foils take?",
        answer: `On its own, a Full Head of Foils takes about 1 hour 45 minutes (A$164). The Full Head of Foils Package bundles three services into about 2 hours 45 minutes (A$267), so plan a morning or an afternoon.`,
      },
      {
        question: "Is there a quick treatment I can add to my appointment?",
        answer: `Yes. The Express Miracle Treatment takes about 5 minutes (A$22) and adds softness and shine to any service. For a deeper result, the Superior Conditioning Treatment takes 15 minutes (A$32).`,
      },
      {
        question: "What are your earliest appointment times?",
        answer: `Saturday opens at ${sat.opens}, and Thursday and Friday at ${hoursToken.opens("Thursday", "Friday")}. Early slots suit a cut or blow-dry before the day gets going; longer colour and smoothing appointments are best kept for a day off.`,
      },
    ],
    directionsNote: `From Alfords Point, head south on Alfords Point Road into Menai, then follow Menai Road east into Bangor.`,
    nearbyLocations: ["illawong-2234", "menai-2234", "padstow-2211", "barden-ridge-2234"],
  },
];

/** The area for an /areas slug, or undefined when the slug is unknown. */
export function findArea(slug: string): Area | undefined {
  return areas.find((a) => a.slug === slug);
}
