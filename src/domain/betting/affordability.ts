// The two money checks of bet placement (spec §4): after the bet, balance plus exposure must not go
// below 0, and the exposure must not pass the user's ExposureLimit. The slip checks them against
// /expo1; saveBet against the locked wallet row, with the same words.
import { MSG } from '../messages';

export interface Affordability {
  balancePaise: number;
  /** Total exposure including the new bet, ≥ 0 (totalExposurePaise). */
  exposurePaise: number;
  /** LoginInfo ExposureLimit in paise. */
  exposureLimitPaise: number;
}

/** null when the bet can be afforded, else 'Insufficient Balance!' or 'Exposure Limit Exceed!'. */
export function checkAffordable({ balancePaise, exposurePaise, exposureLimitPaise }: Affordability): string | null {
  if (balancePaise - exposurePaise < 0) return MSG.insufficientBalance;
  if (exposurePaise > exposureLimitPaise) return MSG.exposureLimitExceed;
  return null;
}
