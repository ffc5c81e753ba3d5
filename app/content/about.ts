/**
 * Content for /about. The founder's name, experience, the salon's name and the
 * year it opened come from the salon config, never typed out here.
 */
import { salon, servedSuburbs } from "../config/salon";

const name = salon.founder.firstName;
const experience = salon.founder.experience; // "over 12 years"
const opened = salon.openedYear;

export const founderProfile: {
  intro: string;
  story: string[];
  certifications: string[];
  experienceHighlights: string[];
} = {
  intro: `${name} is the ${salon.founder.role} at ${salon.name}, with ${experience} of experience in cutting, colour and smoothing. She opened the studio in Bangor in ${opened} to offer unhurried, honest hairdressing close to home.`,
  story: [
    `${name} started sweeping floors in a busy suburban salon as a school leaver and never looked back. An apprenticeship taught her the fundamentals; years on the floor taught her the rest: how a cut behaves three weeks later, why the same blonde looks different on two people, and how much a client's confidence depends on being listened to before anything is cut or mixed.`,
    `After working in larger salons across Sydney's south, she wanted a space where appointments weren't squeezed into back-to-back slots and every client had a proper consultation. In ${opened} she opened ${salon.shortName} in Bangor, a short drive for families across the Shire and the Menai district, with a booking system that leaves room to do the job properly.`,
    `Today ${name} still does most of the colour and smoothing herself. She keeps her training current, loves a tricky colour correction, and is just as happy calming a nervous four-year-old through a first haircut as she is pinning a Year 12 formal upstyle.`,
  ],
  certifications: [
    "Certificate III in Hairdressing (SHB30416)",
    "Certificate IV in Hairdressing (SHB40216), with colour correction and advanced cutting",
    "Provide First Aid (HLTAID011), kept current",
    "NSW Working with Children Check, for kids' and teen services",
    "Ongoing advanced training in lightening, toning and smoothing systems",
  ],
  experienceHighlights: [
    `${experience.charAt(0).toUpperCase()}${experience.slice(1)} behind the chair`,
    `Opened ${salon.shortName} in Bangor in ${opened}`,
    "Specialises in Straight Up Smoothing, blended blonde and grey coverage",
    "Styles formals and wedding parties every season",
    "Known for gentle, patient kids' cuts",
  ],
};

export const philosophy: { title: string; points: { title: string; text: string }[] } = {
  title: "How we look after your hair",
  points: [
    {
      title: "Honest consultations",
      text: "Every appointment starts with a real conversation about your hair's history, your routine and what you want. If a service won't give you the result you're hoping for, we'll tell you and suggest what will.",
    },
    {
      title: "Healthy hair first",
      text: "We would rather take colour or length in two steps than compromise your hair's condition. Bond care, heat protection and sensible spacing between colour and smoothing are part of every plan.",
    },
    {
      title: "Your time respected",
      text: "Clear menu prices that include GST, realistic appointment times and no surprise add-ons. If we recommend something extra, like a toner, we agree on it with you before we start.",
    },
  ],
};

export const productLine: { title: string; text: string; brands: { name: string; note: string }[] } = {
  title: "A curated product shelf",
  text: `We only stock what we use and trust in the salon, so anything ${name} recommends in the chair is something you can take home or order online with free local pickup.`,
  brands: [
    { name: "Juuce", note: "Our everyday repair, colour-care and purple shampoos for blondes." },
    { name: "QIQI", note: "Smoothing aftercare that helps a Straight Up treatment last as long as possible." },
    { name: "Pure", note: "Volume, curl, hydration and scalp care for fine, curly or thirsty hair." },
    { name: "Aromaganic", note: "Gentle everyday shampoo and conditioner in scents the whole family likes." },
    { name: "Wet Brush", note: "Detangling brushes that glide through knots without snapping hair." },
    { name: "Poppet Locks", note: "Kids' detangling spray that makes school-morning brushing tear-free." },
    { name: "The Perfect Pony", note: "Clip-in ponytails for instant length and volume at formals and events." },
    { name: "Island Vibes", note: "Tanning mousse for a sun-kissed glow without the sun damage." },
  ],
};

export const community: { title: string; text: string[] } = {
  title: "Part of the Bangor community",
  text: [
    `${salon.shortName} is a local salon at heart. Our clients are neighbours from ${servedSuburbs
      .slice(0, -1)
      .join(", ")} and ${servedSuburbs[servedSuburbs.length - 1]}, and many families have three generations in our chairs.`,
    "We schedule around real life: late appointments on Wednesday and Thursday evenings for workers and students, Saturday mornings for families, and plenty of room in the calendar during formal season.",
    "Each year we support local school fetes, sporting clubs and fundraisers with gift packs and vouchers, and we love seeing our Year 6 and Year 12 clients' formal photos on the pinboard by the front desk.",
  ],
};

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
