// The player API of spec §7 as the mock server answers it: each 'METHOD /path' (under the API base,
// path parameters as template holes) with the response body the shared contract types say the real
// server sends. A test's answer for one of these routes is checked against it by tsc, so a fixture
// cannot drift from src/domain/contract (a misspelled field fails the type check). Answers may leave
// fields out (Loose): a test gives only what the screen under test reads.
// Paths are written out, not imported from the features' API modules, so the mock stays the server's
// side of the contract and not a copy of the client's.
import type {
  ChangePasswordResponse,
  DemoLoginResponse,
  LoginResponse,
  MasterDataResponse,
  PasswordStatusResponse,
  UserStatusResponse,
  WhoAmIResponse,
} from '../domain/contract/auth';
import type {
  BetHistory1Response,
  DeleteUnmatchBetResponse,
  ExposureResponse,
  LastBetsResponse,
  MatchStackButtonsResponse,
  NotSettledBetsResponse,
  SaveBetResponse,
  UpdateMatchStackButtonsResponse,
  UpdateUnmatchBetResponse,
} from '../domain/contract/bets';
import type { PriceHistoryResponse, ProtectionState, SetLimitResponse, TakeExclusionResponse } from '../domain/contract/protection';
import type { AccountStatementResponse, BetHistoryResponse, ProfitLossResponse } from '../domain/contract/reports';
import type {
  BetPageMatchResponse,
  InPlaySportEventsResponse,
  MatchOddsResponse,
  ScoreResponse,
  SeriesEventsResponse,
  SeriesListResponse,
  StackLimitResponse,
} from '../domain/contract/sports';
import type {
  MerchantsResponse,
  SavedAccountsResponse,
  WalletHistoryResponse,
  WalletOkResponse,
  WalletStakeButtonsResponse,
} from '../domain/contract/wallet';

type Id = number | string;

export interface PlayerApi {
  // auth (and the product's own /whoami and /logout)
  'POST /user/auth/login': LoginResponse;
  'POST /Demologin': DemoLoginResponse;
  [route: `PUT /api/changePassword/users/${Id}`]: ChangePasswordResponse;
  [route: `GET /api/fetchPasswordStatus/${Id}`]: PasswordStatusResponse;
  'GET /api/getMasterData': MasterDataResponse;
  [route: `GET /GetUserIdandUserStatusDemo/${Id}/${string}`]: UserStatusResponse;
  'GET /whoami': WhoAmIResponse;
  // bets
  [route: `GET /fetchMatchStackBtn/${Id}`]: MatchStackButtonsResponse;
  [route: `POST /api/updateMatchStackBtn/${Id}`]: UpdateMatchStackButtonsResponse;
  [route: `GET /expo1/${Id}/${Id}`]: ExposureResponse;
  [route: `GET /expo2/${Id}/${Id}`]: ExposureResponse;
  [route: `GET /fetchNotSettledBet/${Id}`]: NotSettledBetsResponse;
  [route: `GET /fetchLastBet/${Id}/${Id}`]: LastBetsResponse;
  [route: `GET /GetBetHistory1/${Id}`]: BetHistory1Response;
  'POST /saveBet': SaveBetResponse;
  'PUT /updateUnmatchBet': UpdateUnmatchBetResponse;
  'DELETE /deleteUnmatchBet': DeleteUnmatchBetResponse;
  // sports
  'GET /GetStackLimit': StackLimitResponse;
  [route: `GET /fetchBetPageMatch/${Id}`]: BetPageMatchResponse;
  [route: `GET /checkGetMatchOdds/${string}/${Id}`]: MatchOddsResponse;
  'GET /GetInPlaySportEvents': InPlaySportEventsResponse;
  'GET /api/fetchSeriesBySportId': SeriesListResponse;
  'GET /api/fetchEventsBySeriesId': SeriesEventsResponse;
  [route: `GET /api/score/${Id}`]: ScoreResponse;
  // reports
  [route: `GET /GetAccountStatement/${Id}`]: AccountStatementResponse;
  [route: `GET /GetProfitAndLossByDate/${Id}`]: ProfitLossResponse;
  [route: `GET /GetBetHistoryByDate/${Id}`]: BetHistoryResponse;
  // wallet
  [route: `GET /api/selfUSer/fetchDepositRequest/${Id}`]: WalletHistoryResponse;
  [route: `GET /api/selfUser/fetchSavedBKDetails/${Id}`]: SavedAccountsResponse;
  'GET /api/selfUser/fetchActiveMerchantDetails': MerchantsResponse;
  'GET /api/selfUser/fetchStakeButton': WalletStakeButtonsResponse;
  'POST /api/selfUser/withdrawRequest': WalletOkResponse;
  'POST /api/selfUser/depositRequest': WalletOkResponse;
  'POST /api/selfUser/saveBankDetail': WalletOkResponse;
  'POST /api/selfUser/changeStakeButton': WalletOkResponse;
  'DELETE /api/selfUser/deleteSavedBank': WalletOkResponse;
  // player protection
  'GET /protection': ProtectionState;
  'PUT /protection/limits': SetLimitResponse;
  'POST /protection/exclusion': TakeExclusionResponse;
  [route: `GET /priceHistory/${string}`]: PriceHistoryResponse;
}
