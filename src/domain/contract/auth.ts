// The auth calls of spec §7: request and response bodies, field names exactly as the spec spells them.

/** Login info (spec §3): the first item of the login result, kept encrypted in the LoginInfo cookie. */
export interface LoginInfo {
  Id: number;
  UserName: string;
  RoleId: number;
  selfUser: 0 | 1;
  /** Rupees. */
  ExposureLimit: number;
  LockBetting: 0 | 1;
  passwordstatus: 0 | 1;
}

export interface GeoLocation {
  city: string;
  region: string;
  country: string;
}

/** GET /api/whoami */
export interface WhoAmIResponse extends GeoLocation {
  ip: string;
}

/** POST /user/auth/login */
export interface LoginRequest {
  UserName: string;
  pass: string;
  ip: string;
  /** "City, Region, Country" as the geo look-up gave it. */
  geoLocation: string;
}
export interface LoginResponse {
  status: boolean;
  message: string;
  result: LoginInfo[];
}

/** POST /Demologin */
export interface DemoLoginRequest {
  name: string;
  password: string;
  userIP: string;
  geoLocationn: string;
}
export interface DemoLoginResponse {
  result: LoginInfo[];
  message: string;
}

/** POST /api/selfuser/signUp: 201 created, 409 name taken. */
export interface SignUpRequest {
  username: string;
  password: string;
  phone: string;
}

/** PUT /api/changePassword/users/{userId}: 400 carries `error`. */
export interface ChangePasswordRequest {
  oldPassword: string;
  newPassword: string;
}
export interface ChangePasswordResponse {
  isSuccess: boolean;
  message: string;
}

/** GET /api/fetchPasswordStatus/{userId}: a list with passwordstatus. */
export type PasswordStatusResponse = Array<{ passwordstatus: 0 | 1 }>;

/** GET /api/getMasterData: a list whose first item holds the master data. */
export interface MasterData {
  BetStartTime: number;
  SiteMessage: string;
}
export type MasterDataResponse = MasterData[];

/** GET /GetUserIdandUserStatusDemo/{userId}/{ip} */
export interface UserStatusResponse {
  isSuccess: boolean;
  isLoggedIn: boolean;
}

/** Every failure: `{ message }` plus the endpoint's success flag set false. */
export interface ErrorBody {
  message: string;
  isSuccess?: false;
  status?: false;
  error?: string;
}
