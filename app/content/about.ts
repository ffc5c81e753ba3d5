/**
 * Content for /about. Its words (the founder's profile, the philosophy, the shelf, the community) are the
 * first-run default of what the owner edits in /admin/pages: written with {{placeholders}} for the founder's
 * name, experience, the salon's name and the year it opened (lib/salon-placeholders.ts), never typed out
 * here. The brands, testimonials and gallery stay as they are written below.
 */
import { salon } from "../config/salon";

const name = salon.founder.firstName;

/** Paragraphs are separated by a blank line, list items by a new line, as the editor shows them. */
const paragraphs = (texts: string[]) => texts.join("\n\n");
const lines = (texts: string[]) => texts.join("\n");

/** The about page's words, one field each; a philosophy point is its title on one line and its text below. */
export const aboutWords = {
  intro:
    "{{founderName}} is the {{founderRole}} at {{salonName}}, with {{experience}} of experience in cutting, colour and smoothing. She opened the studio in Bangor in {{openedYear}} to offer unhurried, honest hairdressing close to home.",
  story: paragraphs([
    "{{founderName}} started sweeping floors in a busy suburban salon as a school leaver and never looked back. An apprenticeship taught her the fundamentals; years on the floor taught her the rest: how a cut behaves three weeks later, why the same blonde looks different on two people, and how much a client's confidence depends on being listened to before anything is cut or mixed.",
    "After working in larger salons across Sydney's south, she wanted a space where appointments weren't squeezed into back-to-back slots and every client had a proper consultation. In {{openedYear}} she opened {{shortName}} in Bangor, a short drive for families across the Shire and the Menai district, with a booking system that leaves room to do the job properly.",
    "Today {{founderName}} still does most of the colour and smoothing herself. She keeps her training current, loves a tricky colour correction, and is just as happy calming a nervous four-year-old through a first haircut as she is pinning a Year 12 formal upstyle.",
  ]),
  certifications: lines([
    "Certificate III in Hairdressing (SHB30416)",
    "Certificate IV in Hairdressing (SHB40216), with colour correction and advanced cutting",
    "Provide First Aid (HLTAID011), kept current",
    "NSW Working with Children Check, for kids' and teen services",
    "Ongoing advanced training in lightening, toning and smoothing systems",
  ]),
  highlights: lines([
    "Behind the chair for {{experience}}",
    "Opened {{shortName}} in Bangor in {{openedYear}}",
    "Specialises in Straight Up Smoothing, blended blonde and grey coverage",
    "Styles formals and wedding parties every season",
    "Known for gentle, patient kids' cuts",
  ]),
  philosophyTitle: "How we look after your hair",
  philosophy: paragraphs([
    "Honest consultations\nEvery appointment starts with a real conversation about your hair's history, your routine and what you want. If a service won't give you the result you're hoping for, we'll tell you and suggest what will.",
    "Healthy hair first\nWe would rather take colour or length in two steps than compromise your hair's condition. Bond care, heat protection and sensible spacing between colour and smoothing are part of every plan.",
    "Your time respected\nClear menu prices that include GST, realistic appointment times and no surprise add-ons. If we recommend something extra, like a toner, we agree on it with you before we start.",
  ]),
  shelfTitle: "A curated product shelf",
  shelfText:
    "We only stock what we use and trust in the salon, so anything {{founderName}} recommends in the chair is something you can take home or order online with free local pickup.",
  communityTitle: "Part of the Bangor community",
  community: paragraphs([
    "{{shortName}} is a local salon at heart. Our clients are neighbours from {{servedSuburbs}}, and many families have three generations in our chairs.",
    "We schedule around real life: late appointments on Wednesday and Thursday evenings for workers and students, Saturday mornings for families, and plenty of room in the calendar during formal season.",
    "Each year we support local school fetes, sporting clubs and fundraisers with gift packs and vouchers, and we love seeing our Year 6 and Year 12 clients' formal photos on the pinboard by the front desk.",
  ]),
};

/** The brands on the shelf, each with a line on why it is there. */
export const shelfBrands: { name: string; note: string }[] = [
  { name: "Juuce", note: "Our everyday repair, colour-care and purple shampoos for blondes." },
  { name: "QIQI", note: "Smoothing aftercare that helps a Straight Up treatment last as long as possible." },
  { name: "Pure", note: "Volume, curl, hydration and scalp care for fine, curly or thirsty hair." },
  { name: "Aromaganic", note: "Gentle everyday shampoo and conditioner in scents the whole family likes." },
  { name: "Wet Brush", note: "Detangling brushes that glide through knots without snapping hair." },
  { name: "Poppet Locks", note: "Kids' detangling spray that makes school-morning brushing tear-free." },
  { name: "The Perfect Pony", note: "Clip-in ponytails for instant length and volume at formals and events." },
  { name: "Island Vibes", note: "Tanning mousse for a sun-kissed glow without the sun damage." },
];

export const aboutTestimonials: { name: string; text: string; rating: 5 }[] = [
  {
    name: "Natalie B.",
    text: `${name} actually listened when I said I wanted low-maintenance colour. Three years on, my blonde grows out softly and I'm never rushing back for my roots.`,
    rating: 5,
  },
  {
    name: "Grace L.",
    text: "The smoothing changed my mornings. I used to straighten for forty minutes; now I blow-dry for ten and it survives a humid Sydney day.",
    rating: 5,
  },
  {
    name: "Michelle K.",
    text: "Both my girls have had their formal hair done here. Calm, on time and the styles lasted all night. We wouldn't go anywhere else.",
    rating: 5,
  },
];

export const galleryImages: { src: string; alt: string }[] = [
  {
    src: "/images/gallery/salon-1.svg",
    alt: "The styling station, with a large mirror, a client chair and styling tools laid out ready",
  },
  {
    src: "/images/gallery/salon-2.svg",
    alt: "The basin area, with reclining wash basins and fresh towels for a relaxing wash",
  },
  {
    src: "/images/gallery/salon-3.svg",
    alt: "The retail wall, with shelves of shampoos, conditioners, treatments and gift packs",
  },
  {
    src: "/images/gallery/salon-4.svg",
    alt: "The infrared sauna room, a private space with a timber sauna cabin and warm light",
  },
];
