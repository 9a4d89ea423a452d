#!/usr/bin/env node
// Which calls of spec section 7 does a running server answer at their exact paths?
// Usage: npm run census [-- baseUrl=http://localhost:3000 [apiBase=/api]]
// It logs in as a fresh self-registered player (sign-up first), then sends each call once with
// plausible values. A route the server does not have at all (Fastify's "Route … not found", or a 404
// with the SPA's HTML) is MISSING; any other answer, 4xx included, means the route exists.
const base = (process.argv[2] || 'http://localhost:3000').replace(/\/$/, '');
const api = process.argv[3] || '/api';
let cookie = '';
const call = async (method, path, body) => {
  // The server refuses a state-changing call from another origin (403): send our own, as a page would.
  const headers = { accept: 'application/json', origin: base };
  if (cookie) headers.cookie = cookie;
  if (body !== undefined) headers['content-type'] = 'application/json';
  try {
    const res = await fetch(base + api + path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(10000),
    });
    const set = res.headers.getSetCookie?.() || [];
    if (set.length) cookie = [cookie, ...set.map((c) => c.split(';')[0])].filter(Boolean).join('; ');
    return { status: res.status, text: await res.text() };
  } catch (e) {
    return { status: 0, text: String(e.message || e) };
  }
};
const name = `census${Date.now().toString(36)}`.slice(0, 16);
await call('POST', '/api/selfuser/signUp', { username: name, password: 'census123', phone: '9876543210' });
const who = await call('GET', '/whoami');
let ip = '127.0.0.1';
try {
  ip = JSON.parse(who.text).ip || ip;
} catch {
  // no address answered: the loopback one will do for the log-in
}
const login = await call('POST', '/user/auth/login', { UserName: name, pass: 'census123', ip, geoLocation: 'Local' });
let id = 0;
try {
  id = JSON.parse(login.text).result[0].Id;
} catch {
  // no log-in: the calls still show whether each route exists (401 is an answer)
}
const d = '2026-01-01 00:00:00',
  e = '2099-01-01 23:59:59';
const calls = [
  ['POST', '/user/auth/login', { UserName: name, pass: 'census123', ip, geoLocation: 'Local' }],
  ['POST', '/Demologin', { name: 'demo', password: 'demo', userIP: ip, geoLocationn: 'Local' }],
  ['PUT', `/api/changePassword/users/${id}`, { oldPassword: 'x', newPassword: 'y' }],
  ['GET', `/api/fetchPasswordStatus/${id}`],
  ['GET', '/api/getMasterData'],
  ['GET', `/fetchMatchStackBtn/${id}`],
  ['POST', `/api/updateMatchStackBtn/${id}`, []],
  ['GET', `/GetUserIdandUserStatusDemo/${id}/${ip}`],
  ['GET', `/expo1/${id}/1`],
  ['GET', `/expo2/${id}/1`],
  ['GET', `/fetchNotSettledBet/${id}`],
  ['GET', '/GetStackLimit'],
  ['GET', '/fetchBetPageMatch/1'],
  ['GET', '/checkGetMatchOdds/1/1'],
  ['GET', `/fetchLastBet/${id}/1`],
  ['GET', `/GetBetHistory1/${id}`],
  ['POST', '/saveBet', { data: 'x' }],
  ['PUT', '/updateUnmatchBet', { data: 'x' }],
  ['DELETE', '/deleteUnmatchBet', { userId: id }],
  ['GET', '/GetInPlaySportEvents'],
  ['GET', `/GetAccountStatement/${id}?fromDateTime=${d}&toDateTime=${e}`],
  ['GET', `/GetProfitAndLossByDate/${id}?fromDateTime=${d}&toDateTime=${e}`],
  ['GET', `/GetBetHistoryByDate/${id}?betStatus=1&sport=0&fromDateTime=${d}&toDateTime=${e}&page=1&totalpage=10`],
  ['GET', '/api/fetchSeriesBySportId?sportId=4'],
  ['GET', '/api/fetchEventsBySeriesId?seriesId=1'],
  ['POST', '/api/selfuser/signUp', { username: name, password: 'census123', phone: '9876543210' }],
  ['GET', `/api/selfUSer/fetchDepositRequest/${id}?fromDate=2026-01-01 00:00:01&toDate=2099-01-01 23:59:59&status=1,2,3`],
  ['GET', `/api/selfUser/fetchSavedBKDetails/${id}`],
  ['POST', '/api/selfUser/withdrawRequest', { userId: id }],
  ['GET', `/api/selfUser/fetchStakeButton?userId=${id}`],
  ['POST', '/api/selfUser/changeStakeButton', { userId: id }],
  ['GET', '/api/selfUser/fetchActiveMerchantDetails'],
  ['POST', '/api/selfUser/depositRequest', {}],
  ['POST', '/api/selfUser/saveBankDetail', { userId: id }],
  ['DELETE', '/api/selfUser/deleteSavedBank', { id: 0, user: id }],
];
let missing = 0;
for (const [method, path, body] of calls) {
  const r = await call(method, encodeURI(path), body);
  const absent = r.status === 0 || (r.status === 404 && /Route .* not found|<!doctype html/i.test(r.text));
  if (absent) missing++;
  console.log(`${absent ? 'MISSING' : 'present'}  ${String(r.status).padStart(3)}  ${method} ${api}${path.split('?')[0]}`);
}
console.log(`${calls.length - missing} present, ${missing} missing (of ${calls.length} contract calls)`);
process.exit(missing ? 1 : 0);
