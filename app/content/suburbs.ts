/**
 * Content for the 13 suburb landing pages (/near/:suburb).
 *
 * Drive times, in the badges and in the prose, come from app/content/drive-times.ts (one
 * value per place, shared with the other kind of local page). Every other
 * word is written for that suburb: route, parking, landmarks and the questions
 * its locals actually ask. Salon identity, hours and booking rules are read
 * from the config so a change there flows through every page.
 */
import { booking, formattedAddress, salon, shipping, type Weekday } from "../config/salon.ts";
import { wording, type Fulfilment, type Worded } from "../lib/shop/fulfilment.ts";
import { driveMinutes, driveTime } from "./drive-times.ts";
import { hoursToken } from "../lib/hours-in-prose.ts";
import { smoothingUsuallyLasts } from "./treatment-lifetimes.ts";

/** Answers about buying products are written for both fulfilments (lib/shop/fulfilment.ts). */
export type SuburbFaq = { question: string; answer: Worded };

export type Suburb = {
  slug: string;
  name: string;
  postcode: string;
  /** Minutes by car from the salon, as published ("5–7"), or "On-site" for Bangor. */
  driveTime: string;
  intro: string;
  /** Shown under "Why <name> clients choose us". */
  localNote: string;
  route: string;
  parking: string;
  landmarks: string[];
  faqs: [SuburbFaq, SuburbFaq, SuburbFaq];
  /** 2–3 slugs of other /near suburbs. */
  nearbySuburbs: string[];
};

// ---------------------------------------------------------------------------
// Facts read from the config, phrased for prose.

/** A day's times as tokens, filled from the owner's week when a page shows the text (app/lib/hours-in-prose.ts). */
function dayHours(day: Weekday): { opens: string; closes: string } {
  return { opens: hoursToken.opens(day), closes: hoursToken.closes(day) };
}

const wed = dayHours("Wednesday");
const thu = dayHours("Thursday");
const sat = dayHours("Saturday");

const name = salon.name;
const founder = salon.founder.firstName;
const phone = salon.phone.display;
const colourLead = booking.leadTimes.colourOrSmoothing;
const cutLead = booking.leadTimes.cuts;

/** "Wednesday evening from 6 pm to 9 pm and Thursday until 9 pm" */
const lateNights = `Wednesday evening from ${wed.opens} to ${wed.closes} and Thursday until ${thu.closes}`;

// ---------------------------------------------------------------------------

export const suburbs: Suburb[] = [
  {
    slug: "bangor",
    name: "Bangor",
    postcode: "2234",
    driveTime: driveTime("bangor"),
    intro: `${name} is a Bangor salon, so for locals a cut, colour or smoothing is a short walk or a two-minute drive rather than a trip over the Woronora Bridge. ${founder} opened the studio here in ${salon.openedYear}, and she still does the consultations, colour formulas and finishing herself.`,
    localNote: `Having the studio on your doorstep means the small appointments are finally easy to fit in: a fringe trim on the way home, a regrowth colour on a Thursday evening, a kids' cut before Saturday sport. ${founder} keeps a record of your colour formula and your last cut, so every visit picks up where the previous one left off.`,
    route: `You're already in Bangor, so it's really a choice between walking and driving. If you're coming back in from Menai Road or the Bangor Bypass, set your maps app to ${formattedAddress} and you'll be parked within a couple of minutes.`,
    parking: `Free street parking is close by, and rear parking with step-free wheelchair access is there if you'd rather not park on the street. Plenty of Bangor clients simply walk down, which leaves the car at home on a long colour day.`,
    landmarks: ["Menai Marketplace", "Bangor Bypass", "Woronora Bridge"],
    faqs: [
      {
        question: "Can I just walk in from around the corner without booking?",
        answer: `The studio runs on appointments from Tuesday to Saturday so each client gets unhurried time in the chair. Quick jobs such as a 10-minute fringe trim can sometimes be slotted between bookings, so ring ${phone} before you walk down. Online booking shows every free slot in real time.`,
      },
      {
        question: "Is there an after-school time for the kids?",
        answer: `Yes. The Kids Cut & Blow-dry Bundle takes about 40 minutes (A$54), and Thursday runs until ${thu.closes}, so after-school and after-training times are easy to find. Tuesday and Friday afternoons are good too, as long as you book ${cutLead} ahead.`,
      },
      {
        question: "I live in Bangor. Can I collect shop orders from the studio?",
        answer: {
          pickup: `Yes, that's how our online shop works: order online, we'll let you know when it's ready, and you collect it from the studio during opening hours. Collecting is free and you pay when you pick it up. It's the easy way to restock your aftercare shampoo or heat protection.`,
          shipping: `Yes. Choose local pickup at checkout and it costs nothing; you collect the order from the studio during opening hours. It's the easy way to restock your aftercare shampoo or heat protection without waiting for the post.`,
        },
      },
    ],
    nearbySuburbs: ["menai", "woronora", "illawong"],
  },
  {
    slug: "menai",
    name: "Menai",
    postcode: "2234",
    driveTime: driveTime("menai"),
    intro: `Menai is our closest neighbour: ${driveMinutes("menai")} minutes by car puts you in the chair, so a colour or smoothing fits between school drop-off and pick-up. Many Menai families book the whole household with us, from first haircuts to formal styling and Mum's foils.`,
    localNote: `Menai clients tell us they like being able to book everyone in one trip: siblings back to back, then a parent's cut or colour in the same visit. ${founder} has cut hair for ${salon.founder.experience}, and she knows how a school-morning ponytail, a netball season and a Year 12 formal all ask different things of the same head of hair.`,
    route: `From most of Menai, make your way to Menai Road and follow it east into Bangor; the studio is a couple of minutes past the suburb boundary. If you're starting near Menai Marketplace or Old Illawarra Road, it's the same run, and there's no bridge or highway to deal with.`,
    parking: `It's such a short hop that most Menai clients drive and take one of the free street parks near the studio. If you're bringing a pram or a grandparent, the rear parking with step-free wheelchair access is the easier option.`,
    landmarks: ["Menai Marketplace", "Menai Road", "Old Illawarra Road"],
    faqs: [
      {
        question: "Can I book my kids back to back so we only make one trip from Menai?",
        answer: `Yes. Book each child as a separate Kids Cut & Blow-dry Bundle (about 40 minutes each) in consecutive slots online, or call ${phone} and we'll line them up for you. Thursday evenings and Saturday mornings go first, so book ${cutLead} ahead.`,
      },
      {
        question: "How early should we book a Year 6 or Year 12 formal hairstyle?",
        answer: `Formal season in the Shire is crowded into a few weeks near the end of the school year, and Saturday afternoons fill first. Book as soon as the date is announced: the Primary Formal Hairstyle is 45 minutes (A$59) and the High School Formal Hairstyle is an hour (A$69). Bring a photo of the dress and any hair accessories to the appointment.`,
      },
      {
        question: "Do you cut men's and boys' hair as well?",
        answer: `We do. Haircuts start from A$39 and kids' cuts from A$24, and men's colour (A$49, about an hour) is popular with dads who'd like to soften the grey rather than hide it. A short cut only takes a normal slot, so it's an easy add-on to a family visit.`,
      },
    ],
    nearbySuburbs: ["bangor", "illawong", "alfords-point"],
  },
  {
    slug: "illawong",
    name: "Illawong",
    postcode: "2234",
    driveTime: driveTime("illawong"),
    intro: `Illawong sits out on its Georges River peninsula, and the studio is a ${driveMinutes("illawong")} minute drive south through Menai. It's close enough for a regular colour and far enough from the water that you can park without a fight on a sunny Saturday.`,
    localNote: `Illawong clients spend a lot of time outdoors and on the water, and sun and river spray are hard on blonde and coloured hair. ${founder} plans colour with that in mind: placement that grows out softly, toners that hold their tone longer, and honest advice about what to use at home between visits.`,
    route: `Leave Illawong the way you'd go to Menai Marketplace, heading south into Menai. From there, pick up Menai Road and follow it east into Bangor; the studio is in the local shops a few minutes along.`,
    parking: `Free street parking is usually easy near the studio, so there's no need to leave early for a park. If you have errands at Menai Marketplace or Illawong Village afterwards, both are on your way home.`,
    landmarks: ["Illawong Village", "Georges River", "Menai Marketplace"],
    faqs: [
      {
        question: "I'm on the Georges River most weekends. How do I stop my blonde turning brassy?",
        answer: `Sun, river water and time all pull warm tones through lightened hair. Book a toner every 6 to 8 weeks (from A$29, about 40 minutes) and use a purple shampoo such as Juuce Blonde Purple once or twice a week. Wetting your hair with tap water before you swim and wearing a hat on the boat make a real difference.`,
      },
      {
        question: "How much time should I set aside for foils?",
        answer: `A 1/4 or 1/2 head of foils with a cut and blow-dry takes about 2 hours 15 minutes, and the Full Head of Foils Package about 2 hours 45 minutes. Plan the rest of the day around that, and book ${colourLead} ahead if you need a Saturday.`,
      },
      {
        question: "Are you open on Saturdays?",
        answer: `Yes, Saturday runs from ${sat.opens} to ${sat.closes}. Early slots suit a long colour appointment, so you're finished before lunch and the afternoon is still yours. Saturdays are the first to book out, so plan ahead.`,
      },
    ],
    nearbySuburbs: ["menai", "alfords-point", "bangor"],
  },
  {
    slug: "alfords-point",
    name: "Alfords Point",
    postcode: "2234",
    driveTime: driveTime("alfords-point"),
    intro: `Alfords Point is a quick ${driveMinutes("alfords-point")} minutes down Alfords Point Road from the studio, the same road many locals drive every day to work over the river. That makes an after-work colour or a Saturday-morning cut an easy detour rather than a special trip.`,
    localNote: `A lot of our Alfords Point clients commute across the Alfords Point Bridge and want hair that looks finished with very little effort on weekday mornings. ${founder} cuts for how you'll actually style it at 7 am, and she'll tell you honestly when a shape needs refreshing and when it can wait.`,
    route: `Head south along Alfords Point Road towards Menai. At Menai, follow Menai Road east into Bangor; the studio is in the local shopping strip, and the whole run avoids the Princes Highway entirely.`,
    parking: `Arriving from Alfords Point you come in on the Menai side, and free street parking is close to the studio. Rear parking with step-free access is there too if you're carrying a work bag and a laptop.`,
    landmarks: ["Alfords Point Bridge", "Alfords Point Road", "Menai Marketplace"],
    faqs: [
      {
        question: "I get home over the Alfords Point Bridge after six. Can I still get an appointment?",
        answer: `Yes. We're open ${lateNights}. From Alfords Point that's ${driveMinutes("alfords-point")} minutes away, so you can come straight from the bridge rather than going home first.`,
      },
      {
        question: "Can I book a blow-dry before a work function or presentation?",
        answer: `Absolutely. A blow-dry is about 30 minutes for short or mid-length hair (A$44 or A$49) and 45 minutes for long hair (A$54). Thursday and Friday open at ${hoursToken.opens("Thursday", "Friday")}, so a blow-dry before a lunchtime event is easy to fit in.`,
      },
      {
        question: "How often should I book a cut to keep a bob or short style sharp?",
        answer: `Most short shapes and bobs look their best when they're trimmed every 6 to 8 weeks, before the weight drops and the ends start to flick. Longer layered cuts can stretch to 10 or 12 weeks. Booking your next visit before you leave keeps the rhythm going.`,
      },
    ],
    nearbySuburbs: ["illawong", "menai", "bangor"],
  },
  {
    slug: "woronora",
    name: "Woronora",
    postcode: "2232",
    driveTime: driveTime("woronora"),
    intro: `Woronora sits down in the river valley, and the studio is ${driveMinutes("woronora")} minutes away, up on the Bangor side of the Woronora Bridge. Valley humidity is hard on hair, and smoothing and frizz control are what most Woronora clients come to us for.`,
    localNote: `Living by the Woronora River means damp mornings, humid summers and hair that puffs up the minute you step outside. ${founder} specialises in Straight Up Smoothing, which calms frizz for months, and she'll match your aftercare to river life rather than to a brochure.`,
    route: `Drive up out of the valley to the Bangor Bypass and cross the high Woronora Bridge, with the river you live beside far below. At the western end of the bridge you're in Bangor, and the studio is a short run into the local shops.`,
    parking: `Free street parking is close to the studio once you're off the bypass. Rear parking with step-free wheelchair access is there for anyone who'd rather not park on the street.`,
    landmarks: ["Woronora River", "Woronora Bridge", "Bangor Bypass"],
    faqs: [
      {
        question: "My hair frizzes constantly down by the river. Will smoothing actually help?",
        answer: `It's the treatment most suited to valley humidity. A Straight Up Smoothing takes 2 to 3 hours and usually lasts ${smoothingUsuallyLasts} depending on your hair and how you wash it. You keep your hair dry and unwashed for 48 hours afterwards, so plan around any weekend paddling.`,
      },
      {
        question: "Can I swim or kayak on the river after a smoothing?",
        answer: `Wait the full 48 hours before your hair gets wet. After that, wet your hair with clean water before you go in, rinse it as soon as you're out, and wash with a smoothing aftercare shampoo and conditioner such as the QIQI range. Salt, chlorine and harsh shampoos are what shorten a smoothing most.`,
      },
      {
        question: "What happens if I'm running late getting up the hill?",
        answer: `Text ${salon.sms.display} or call ${phone} and we'll let you know where things stand. If you arrive more than ${booking.lateArrivalMinutes} minutes late we may need to shorten the service or move it so the next client isn't kept waiting. Leave a few minutes spare on the first visit while you learn the route.`,
      },
    ],
    nearbySuburbs: ["sutherland", "bangor", "engadine"],
  },
  {
    slug: "sutherland",
    name: "Sutherland",
    postcode: "2232",
    driveTime: driveTime("sutherland"),
    intro: `Sutherland is just over the Woronora Bridge, ${driveMinutes("sutherland")} minutes from the studio, so it's a natural stop on the way home from the station. Our late nights suit Sutherland commuters who step off the train after a day in the city and still want a proper appointment.`,
    localNote: `Sutherland clients are often juggling a long commute, and they want a stylist who runs on time and gives hair that survives a week of early trains. ${founder} keeps appointments on schedule and cuts shapes that hold their line without daily blow-drying.`,
    route: `From Sutherland's town centre, head west for the Bangor Bypass and cross the Woronora Bridge. Bangor begins on the far side, and the studio is a couple of minutes further on in the local shops.`,
    parking: `Coming across from Sutherland you leave the town-centre parking hunt behind: free street parking is close to the studio. Rear parking with step-free wheelchair access is available as well.`,
    landmarks: ["Sutherland station", "Sutherland Entertainment Centre", "Woronora Bridge"],
    faqs: [
      {
        question: "My train gets into Sutherland around six. Can I still fit in an appointment?",
        answer: `Yes. We're open ${lateNights}, and the drive from Sutherland station takes ${driveMinutes("sutherland")} minutes. A cut, a regrowth colour or a toner all fit comfortably into a weeknight.`,
      },
      {
        question: "What if my train is delayed and I need to move my booking?",
        answer: `Let us know as early as you can; changes made at least ${booking.rescheduleNoticeHours} hours ahead are no problem. Late cancellations may attract a ${booking.lateCancellationFeePercent}% fee, but if you're simply running late on the day, call ${phone} and we'll see what can be done.`,
      },
      {
        question: "Can I pay off a bigger service like smoothing or foils?",
        answer: `Yes. Buy now, pay later is available on services over A$${booking.buyNowPayLaterOver}, which covers smoothing, colour packages and foil packages. We also take cash, card and digital payments, and you pay on the day.`,
      },
    ],
    nearbySuburbs: ["woronora", "kirrawee", "engadine"],
  },
  {
    slug: "kirrawee",
    name: "Kirrawee",
    postcode: "2232",
    driveTime: driveTime("kirrawee"),
    intro: `Kirrawee is ${driveMinutes("kirrawee")} minutes from the studio: along the Princes Highway to Sutherland, then over the Woronora Bridge into Bangor. Plenty of our Kirrawee clients are new to the area, and we're happy to be the salon they settle on.`,
    localNote: `If you've just moved into one of Kirrawee's newer apartments or a house near the station, finding a stylist you trust can take a while. ${founder} starts every new client with a proper consultation, talks through what your hair has been through, and gives you an honest plan and an honest price before anything starts.`,
    route: `Join the Princes Highway and head west through Sutherland, then follow the signs for Menai onto the Bangor Bypass and over the Woronora Bridge. Once you're across the river you're in Bangor, and the studio is a few minutes further in the local shops.`,
    parking: `Free street parking is near the studio, so there's no paid car park to worry about after the highway drive. Rear parking with step-free wheelchair access is there if you need it.`,
    landmarks: ["Kirrawee station", "Princes Highway", "Woronora Bridge"],
    faqs: [
      {
        question: "I've just moved to Kirrawee. What happens at a first appointment?",
        answer: `We start with a consultation: what you'd like, what your hair has had done in the last couple of years, and how you style it day to day. For colour, ${founder} checks the condition of your lengths before recommending anything. You'll know the price before we begin.`,
      },
      {
        question: "Can I book at midnight, when I finally have a spare minute?",
        answer: `Yes. Online booking is open around the clock and shows real availability for every service. If you have a question first, the chat assistant on this site can answer it at any hour, and ${founder} follows up on detailed messages.`,
      },
      {
        question: "Should I get foils or an all-over colour?",
        answer: `Foils lift selected strands for brightness and dimension, and they grow out softly; all-over colour gives one even shade and is the better choice for full grey coverage. If you're torn, a Regrowth colour + 20 foils (about 1.5 hours, A$154) gives you both. We'll recommend the option that suits your hair in the consultation.`,
      },
    ],
    nearbySuburbs: ["sutherland", "gymea", "kareela"],
  },
  {
    slug: "kareela",
    name: "Kareela",
    postcode: "2232",
    driveTime: driveTime("kareela"),
    intro: `Kareela is a family suburb, and the studio is a ${driveMinutes("kareela")} minute drive away through Sutherland and over the Woronora Bridge. We see a lot of Kareela parents and kids, especially when dance concerts, carnivals and formals come round.`,
    localNote: `Kareela families tend to book around a busy school calendar: dance concerts, school photos, swimming carnivals and, later on, formals. ${founder} does neat, secure braids that survive a day of performing, and formal styles that still look good at the end of the night.`,
    route: `Make your way to the Princes Highway and follow it west through Kirrawee into Sutherland. Take the Bangor Bypass over the Woronora Bridge, and the studio is a few minutes past the western end of the bridge in Bangor's local shops.`,
    parking: `Free street parking is close by, which makes the drop-off easy when you're wrangling a costume bag or two kids. Rear parking with step-free access is there too.`,
    landmarks: ["Jannali station", "Princes Highway", "Woronora Bridge"],
    faqs: [
      {
        question: "Do you do braids for dance concerts and school carnivals?",
        answer: `Yes. A Single Braid takes about 15 minutes (A$20), Double Braids 20 minutes (A$30), and the Little Princess Crown Braid 20 minutes (A$29). For something bright, 2 x Hair Braids with Coloured Extensions is A$45 and very popular for carnival day.`,
      },
      {
        question: "When should we book a Year 12 formal hairstyle?",
        answer: `As soon as you know the date. Formals across the Shire fall within a few busy weeks late in the year, and late-afternoon slots go first. The High School Formal Hairstyle takes about an hour (A$69); bring photos of the style you like and the dress.`,
      },
      {
        question: "Can a mum and daughter come in together?",
        answer: `Yes. Book two appointments back to back online, or call ${phone} and we'll arrange the times so you're not waiting around. It works well for a formal day, a wedding, or just a shared Saturday morning cut.`,
      },
    ],
    nearbySuburbs: ["kirrawee", "como", "sutherland"],
  },
  {
    slug: "como",
    name: "Como",
    postcode: "2226",
    driveTime: driveTime("como"),
    intro: `Como sits on the Georges River, ${driveMinutes("como")} minutes by car from the studio through Jannali and Sutherland. It's worth the short drive for colour that is planned around your hair, not a one-size formula.`,
    localNote: `Many Como clients have been colouring for years and want to soften the grey, or stop fighting it, without a harsh line every four weeks. ${founder} blends and tones so regrowth is kinder, and she's happy to plan a gradual transition if you'd like to go lighter or greyer.`,
    route: `Head up through Jannali towards Sutherland, then take the Bangor Bypass across the Woronora Bridge. The studio is a few minutes into Bangor once you're over the river.`,
    parking: `Free street parking is close to the studio, and rear parking with step-free wheelchair access suits anyone who'd rather not walk far. There's no ticket machine to think about during a long colour appointment.`,
    landmarks: ["Como Pleasure Grounds", "Como station", "Georges River"],
    faqs: [
      {
        question: "I'm going grey. Do I need a full colour or just my regrowth done?",
        answer: `If the mid-lengths and ends are still holding colour, a Regrowth colour (about 1 hour 10 minutes, A$79) is all you need. Full colour starts at A$86 for short hair and suits anyone whose lengths have faded or need a new shade. For men, the Men's Colour (A$49) softens grey rather than blocking it out.`,
      },
      {
        question: "Does swimming at Como affect my coloured hair?",
        answer: `River water, sun and sunscreen all dull colour faster. Wet your hair with tap water before you swim so it soaks up less, rinse straight after, and use a colour-safe shampoo such as Juuce Radiant Colour. A toner or gloss between colours brings the shine back.`,
      },
      {
        question: "Can I get to you from Como without a car?",
        answer: `Take the train from Como to Sutherland, two stops down the line, then it's a short taxi or rideshare over the Woronora Bridge into Bangor. If you're planning a long colour or smoothing, book a mid-morning start so you're not rushing the connection.`,
      },
    ],
    nearbySuburbs: ["kareela", "sutherland"],
  },
  {
    slug: "gymea",
    name: "Gymea",
    postcode: "2227",
    driveTime: driveTime("gymea"),
    intro: `Gymea is ${driveMinutes("gymea")} minutes from the studio, via the Princes Highway and the Woronora Bridge. Gymea clients tend to come to us for cuts that work with natural texture, and for curls in particular.`,
    localNote: `Curly and wavy hair is often cut as though it were straight, then blow-dried flat and sent home to spring up into a shape nobody planned. ${founder} cuts curls with their natural movement in mind and shows you how to style them at home with a few well-chosen products.`,
    route: `From Gymea, head up to the Princes Highway and follow it west through Kirrawee to Sutherland. Take the Bangor Bypass over the Woronora Bridge, and the studio is a few minutes into Bangor.`,
    parking: `After a longer drive from Gymea, it's a relief that free street parking is close to the studio. Rear parking with step-free wheelchair access is also available.`,
    landmarks: ["Gymea station", "Hazelhurst Arts Centre", "Princes Highway"],
    faqs: [
      {
        question: "Do you cut curly hair, and how should I arrive?",
        answer: `Yes, and curls are some of our favourite cuts. Come in with your hair styled the way you normally wear it, not freshly straightened, so ${founder} can see how your curl pattern falls. Aftercare such as Pure Curl Defining Cream or Curl Defining Mousse keeps the shape defined between visits.`,
      },
      {
        question: "Can I add a treatment to my cut without booking a separate visit?",
        answer: `Yes. The Express Miracle Treatment adds about 5 minutes (A$22), and the Superior Conditioning Treatment about 15 minutes (A$32). Add a Hot Towel Treatment (A$12.50) and it's a small reward for the drive.`,
      },
      {
        question: "I'm growing my hair out. Do I still need trims?",
        answer: `Yes, but fewer of them. A light dusting every 10 to 12 weeks removes split ends before they travel up the hair, so you keep the length you've grown. ${founder} will take off only what's needed and tell you exactly how much before she starts.`,
      },
    ],
    nearbySuburbs: ["miranda", "kirrawee", "sutherland"],
  },
  {
    slug: "miranda",
    name: "Miranda",
    postcode: "2228",
    driveTime: driveTime("miranda"),
    intro: `Miranda is ${driveMinutes("miranda")} minutes from the studio, west along the Kingsway and over the Woronora Bridge. When Miranda clients want a party, wedding or event style done properly, they make the trip to Bangor.`,
    localNote: `Event hair has to look right in photos and still be standing at midnight. ${founder} plans upstyles and blow-dries around the outfit, the venue and the weather, and she prefers a relaxed, unhurried appointment to a rushed one.`,
    route: `From Westfield Miranda, take the Kingsway west to the Princes Highway and continue into Sutherland. Follow the Bangor Bypass over the Woronora Bridge, and the studio is a few minutes into Bangor's local shops.`,
    parking: `Unlike a Saturday at the shopping centre, parking here is simple: free street parking is close to the door. Rear parking with step-free access is available if you're in heels or carrying an outfit.`,
    landmarks: ["Westfield Miranda", "Miranda station", "The Kingsway"],
    faqs: [
      {
        question: "Do you do upstyles for weddings and parties?",
        answer: `Yes. Upstyles run from 30 minutes for short hair (A$87) to an hour for long hair (A$107), and a wedding styling appointment takes an hour (A$114). Bring photos of the look you like and wear a button-up top so you can change without disturbing your hair.`,
      },
      {
        question: "Can I get a blow-dry on a weeknight before going out?",
        answer: `Yes. We're open ${lateNights}, which suits a midweek dinner or a Thursday-night event. A blow-dry takes 30 to 45 minutes, and adding curls to another service is only 10 minutes (A$24).`,
      },
      {
        question: "Do you sell professional hair care I can't pick up at the shops?",
        answer: {
          pickup: `We stock professional ranges including Juuce, QIQI, Pure and Aromaganic, and ${founder} will tell you exactly which product suits your hair. You can buy in the salon, or order online and collect from the salon for free, paying when you pick up.`,
          shipping: `We stock professional ranges including Juuce, QIQI, Pure and Aromaganic, and ${founder} will tell you exactly which product suits your hair. You can buy in the salon or online; standard shipping is free over A$${shipping.freeStandardOver}.`,
        },
      },
    ],
    nearbySuburbs: ["gymea", "kirrawee", "kareela"],
  },
  {
    slug: "engadine",
    name: "Engadine",
    postcode: "2233",
    driveTime: driveTime("engadine"),
    intro: `Engadine is ${driveMinutes("engadine")} minutes from the studio, up the Princes Highway through Loftus and over the Woronora Bridge. With the Royal National Park on the doorstep, Engadine clients want hair that copes with bush tracks, sun and a helmet.`,
    localNote: `Weekend walkers, trail runners and cyclists need a cut that ties back neatly and colour that doesn't fade to straw after a few summer walks. ${founder} designs low-fuss shapes and long-lasting colour, and she'll give you honest aftercare advice for sweat, sun and swimming holes.`,
    route: `Come north along the Princes Highway through Loftus to Sutherland, then turn west for the Bangor Bypass and cross the Woronora Bridge. The studio is a few minutes into Bangor once you're over the river.`,
    parking: `Free street parking is close to the studio, and there's rear parking with step-free wheelchair access. If you're heading bushwalking straight afterwards, you can change and go without moving the car.`,
    landmarks: ["Engadine station", "Royal National Park", "Loftus"],
    faqs: [
      {
        question: "I'm in the Royal National Park most weekends. What cut ties back easily?",
        answer: `Long layers that start below the jaw fit into a ponytail or plait without short pieces escaping, and a blunt perimeter stops ends looking thin in a ponytail. Ask ${founder} to cut with your hair tied back at the end, so you can see how it sits under a hat or helmet.`,
      },
      {
        question: "How do I stop sun and sweat fading my colour?",
        answer: `Wear a hat on long walks and rinse sweat out with water rather than shampooing every day. A few drops of Nourishing Hair Oil on the ends before you head out help against dryness, and a toner every 6 to 8 weeks keeps blonde from going brassy.`,
      },
      {
        question: "Can I book a smoothing on a Saturday?",
        answer: `Yes. Saturday runs from ${sat.opens} to ${sat.closes}, and a smoothing takes 2 to 3 hours, so take an early slot. Saturdays book up first, so reserve ${colourLead} ahead. Keep your hair dry for the next 48 hours, which means leaving Sunday's bush swim for another weekend.`,
      },
    ],
    nearbySuburbs: ["heathcote", "sutherland", "woronora"],
  },
  {
    slug: "heathcote",
    name: "Heathcote",
    postcode: "2233",
    driveTime: driveTime("heathcote"),
    intro: `Heathcote is at the southern edge of the Shire, between two national parks, and the studio is a ${driveMinutes("heathcote")} minute drive away. Heathcote clients make the trip count by booking colour, cut and treatment in one visit.`,
    localNote: `When a visit takes half an hour of driving there and back, you want everything done in one sitting. ${founder}'s foil packages combine foils, cut and blow-dry in a single appointment, and she'll map out your next visit so you're not coming back sooner than you need to.`,
    route: `The simplest run is north on the Princes Highway through Engadine and Loftus to Sutherland, then west across the Woronora Bridge on the Bangor Bypass into Bangor. Some Heathcote drivers prefer Heathcote Road north through the bushland and then New Illawarra Road past Lucas Heights towards Menai. Pick whichever suits the traffic on the day.`,
    parking: `After the longest drive of any of our nearby suburbs, you'll find free street parking close to the studio. Rear parking with step-free wheelchair access is there too.`,
    landmarks: ["Heathcote station", "Heathcote National Park", "Royal National Park"],
    faqs: [
      {
        question: "Can I get colour and a cut done in one visit to make the drive worthwhile?",
        answer: `Yes, that's what our packages are for. The 1/4 and 1/2 head foil packages include a cut and blow-dry in about 2 hours 15 minutes, and the colouring packages bundle three services into one appointment of 2 hours 15 minutes to 2.5 hours. Add a Superior Conditioning Treatment (A$32) and you're set for the next couple of months.`,
      },
      {
        question: "How early can I start on a Saturday?",
        answer: `Saturday opens at ${sat.opens}, which is popular with Heathcote clients who want the rest of the day free. Starting a colour package at ${sat.opens} has you on the road home before lunch. Book ${colourLead} ahead because the early slots go quickly.`,
      },
      {
        question: "Do you post products down to Heathcote?",
        answer: {
          pickup: `Not at the moment: online orders are click and collect. Order on the website, and we'll have it waiting at the salon in ${salon.address.locality}, free, to pay for when you pick it up. It's easiest to collect when you're already coming in for an appointment.`,
          shipping: `Yes. Standard shipping within Australia is A$${shipping.standard.price.toFixed(2)} (${shipping.standard.days}) and free on orders over A$${shipping.freeStandardOver}; express is A$${shipping.express.price.toFixed(2)} (${shipping.express.days}). If you're already coming in for an appointment, choose local pickup and collect it at no charge.`,
        },
      },
    ],
    nearbySuburbs: ["engadine", "sutherland"],
  },
];

/** The suburb for a /near slug, or undefined when the slug is unknown. */
export function findSuburb(slug: string): Suburb | undefined {
  return suburbs.find((s) => s.slug === slug);
}

/** The suburbs the not-found page offers when a /near slug is unknown. */
export const notFoundSuburbSlugs = ["bangor", "menai", "illawong", "sutherland", "engadine", "miranda"] as const;

/** A suburb as shown under this setup: each FAQ answer in this setup's words. */
export function suburbFor(suburb: Suburb, fulfilment: Fulfilment): Omit<Suburb, "faqs"> & { faqs: { question: string; answer: string }[] } {
  return { ...suburb, faqs: suburb.faqs.map((faq) => ({ question: faq.question, answer: wording(faq.answer, fulfilment) })) };
}
