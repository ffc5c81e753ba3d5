/**
 * The salon's opening hours as the server reads them at the moment of asking.
 * Today they come from the config; once the owner can change hours in the back
 * office, this function is the one place that reads them from the database, and
 * every caller (the assistant first) follows.
 */
import { openingHours, type Weekday } from "../config/salon.ts";

export type OpeningDay = { day: Weekday; opens: string; closes: string } | { day: Weekday; closed: true };

export async function currentOpeningHours(): Promise<ReadonlyArray<OpeningDay>> {
  return openingHours;
}
