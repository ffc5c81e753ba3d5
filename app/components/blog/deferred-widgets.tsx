import { deferred } from "~/components/ui/deferred";

/** The lead-magnet form (after the fifth section): its code and the lead validation load as the reader approaches it. */
export const DeferredLeadMagnet = deferred(() => import("~/components/forms/lead-magnet-form").then((module) => module.LeadMagnetForm));

/** The hair-type quiz, on one article only: its code loads with that article, as the reader approaches it. */
export const DeferredHairTypeQuiz = deferred(() => import("./hair-type-quiz").then((module) => module.HairTypeQuiz));
