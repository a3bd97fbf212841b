/**
 * Whether a rider's reason for bringing an order back is about finding the place: such a return asks the customer
 * first of all for a better address. Any other return (nobody at the door, the phone off) still lets them change it.
 */
const ABOUT_THE_PLACE =
  /\b(address|house|home|street|road|lane|block|building|flat|apartment|gate|location|located|landmark|map|pin|sector)\b|\b(not|couldn'?t|could not|can'?t|cannot|unable to) (find|locate)\b|not found|doesn'?t exist|does not exist/i;

export function reasonIsAboutAddress(reason: string): boolean {
  return ABOUT_THE_PLACE.test(reason);
}
