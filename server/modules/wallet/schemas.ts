// JSON schemas of the wallet calls (spec §7 field names exactly). Rules that have a spec message
// (amount ranges, required account fields) are checked in the services, so the player gets that
// message rather than a schema's.
import { Type } from '@sinclair/typebox';
import { WALLET_STAKE_MAX } from '../../../src/domain/contract/wallet';
import { QR_FILE_PATTERN } from './merchantQr';

export { ErrorBody, errorResponses } from '../../lib/errorSchemas';

const Id = Type.Integer({ minimum: 1, maximum: 2 ** 31 - 1 });
/** No control characters: PostgreSQL refuses NUL in text, and none belongs in a name or an id. */
const PRINTABLE = '^[^\\x00-\\x1F\\x7F]*$';
const Text = (maxLength: number) => Type.String({ maxLength, pattern: PRINTABLE });
const OptText = (maxLength: number) => Type.Optional(Text(maxLength));
const PaymentType = Type.Union([Type.Literal('UPI'), Type.Literal('Bank')]);
const AnyMethod = Type.Union([Type.Literal('UPI'), Type.Literal('BANK'), Type.Literal('Bank')]);
/** Rupees as the player types them; whole, at least 100 and within the balance is checked by the service. */
const Rupees = Type.Number();

export const OkReply = Type.Object({ isSuccess: Type.Literal(true), message: Type.String() });

export const MerchantSchema = Type.Object({
  id: Type.Integer(),
  PaymentType,
  DisplayName: Type.String(),
  AccountNumber: Type.String(),
  UPIId: Type.String(),
  Bank: Type.String(),
  IFSC: Type.String(),
  PaymentSubType: Type.String(),
  QRCode: Type.String(),
});
export const MerchantsReply = Type.Object({ data: Type.Array(MerchantSchema) });
export const QrParams = Type.Object({ file: Type.String({ pattern: QR_FILE_PATTERN, maxLength: 80 }) });

/** Multipart text fields arrive as strings; `image` is the slip's bytes (a Buffer) once parsed. */
export const DepositBody = Type.Object({
  userId: Id,
  userName: OptText(64),
  depositAmount: Text(16),
  paymentMethod: AnyMethod,
  DisplayName: Text(64),
  AccountNumber: OptText(34),
  PaymentSubType: OptText(32),
  bank: OptText(64),
  IFSC: OptText(11),
  UPIID: OptText(64),
  UTR: OptText(64),
  ocrAmount: OptText(16),
  image: Type.Optional(Type.Unknown()),
});

export const WithdrawBody = Type.Object({
  userId: Id,
  withdrawAmountBtn: Rupees,
  paymentMethod: AnyMethod,
  accountHName: OptText(64),
  accountNumber: OptText(34),
  IFSC: OptText(11),
  UPIID: OptText(64),
  phone: OptText(15),
  bankName: OptText(64),
});

export const UserIdParams = Type.Object({ userId: Id });
export const HistoryQuery = Type.Object({
  fromDate: OptText(19),
  toDate: OptText(19),
  status: Type.Optional(Type.String({ pattern: '^([123](,[123]){0,2})?$', maxLength: 5 })),
});
/** What a player's history and the operator's list both say of a request, in this order. */
const RequestState = {
  requestType: Type.Union([Type.Literal('deposit'), Type.Literal('withdraw')]),
  Amount: Type.Number(),
  Status: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]),
  RequestDate: Type.String(),
  StatusChangeDate: Type.Union([Type.String(), Type.Null()]),
};
export const HistoryRow = Type.Object({
  id: Type.Integer(),
  ...RequestState,
  DisplayName: Type.String(),
  Bank: Type.String(),
  PaymentSubType: Type.String(),
  UTRNo: Type.String(),
  Comment: Type.String(),
});
export const HistoryReply = Type.Object({
  data: Type.Array(HistoryRow),
  totalDepositAmount: Type.Number(),
  totalWithdrawAmount: Type.Number(),
  totalPL: Type.Number(),
});

export const SavedAccountSchema = Type.Object({
  SrNo: Type.Integer(),
  UserId: Type.Integer(),
  id: Type.Integer(),
  paymentMethod: PaymentType,
  BankName: Type.String(),
  accountHName: Type.String(),
  accountNumber: Type.String(),
  IFSC: Type.String(),
  UPIID: Type.String(),
  phone: Type.String(),
  bankSrcImage: Type.String(),
});
export const SavedAccountsReply = Type.Object({ data: Type.Array(SavedAccountSchema) });
export const SaveBankBody = Type.Object({
  userId: Id,
  withdrawAmountBtn: Type.Optional(Type.Union([Type.Number(), Type.String({ maxLength: 16 })])),
  withdrawPaymentMethod: AnyMethod,
  withdrawBankImgSrc: OptText(200),
  withdrawAccountHolder: OptText(64),
  withdrawAccountNumber: OptText(34),
  withdrawIfsc: OptText(11),
  withdrawUpiId: OptText(64),
  withdrawPhone: OptText(15),
  withdrawBankName: OptText(64),
});
export const DeleteBankBody = Type.Object({ id: Id, user: Id });

const Stake = Type.Integer({ minimum: 1, maximum: WALLET_STAKE_MAX });
export const StakeQuery = Type.Object({ userId: Type.Optional(Id) });
export const StakeButtons = Type.Object({ btn1: Stake, btn2: Stake, btn3: Stake, btn4: Stake });
export const StakeReply = Type.Object({ data: Type.Array(StakeButtons, { minItems: 1, maxItems: 1 }) });
export const ChangeStakeBody = Type.Object({ userId: Id, btn1: Stake, btn2: Stake, btn3: Stake, btn4: Stake });

// Operator

export const AdminListQuery = Type.Object({
  /** 1 approved, 2 pending, 3 rejected; empty or missing: all. */
  status: Type.Optional(Type.String({ pattern: '^[123]?$' })),
  userId: Type.Optional(Id),
  requestType: Type.Optional(Type.Union([Type.Literal('deposit'), Type.Literal('withdraw')])),
});
export const AdminRequest = Type.Object({
  id: Type.Integer(),
  userId: Type.Integer(),
  userName: Type.String(),
  ...RequestState,
  Comment: Type.String(),
  paymentMethod: Type.String(),
  DisplayName: Type.String(),
  Bank: Type.String(),
  AccountNumber: Type.String(),
  IFSC: Type.String(),
  UPIID: Type.String(),
  PaymentSubType: Type.String(),
  accountHName: Type.String(),
  phone: Type.String(),
  UTRNo: Type.String(),
  slipPath: Type.Union([Type.String(), Type.Null()]),
  OcrAmount: Type.Union([Type.Number(), Type.Null()]),
  PayoutRef: Type.Union([Type.String(), Type.Null()]),
  RequestedAmount: Type.Union([Type.Number(), Type.Null()]),
  claimedById: Type.Union([Type.Integer(), Type.Null()]),
  claimedBy: Type.Union([Type.String(), Type.Null()]),
  firstApprovedById: Type.Union([Type.Integer(), Type.Null()]),
  firstApprovedBy: Type.Union([Type.String(), Type.Null()]),
  Warnings: Type.Optional(
    Type.Array(
      Type.Object({
        kind: Type.Union([Type.Literal('utr'), Type.Literal('slip'), Type.Literal('amount'), Type.Literal('hold')]),
        requestId: Type.Union([Type.Integer(), Type.Null()]),
        message: Type.String(),
      }),
    ),
  ),
});
export const AdminListReply = Type.Object({ data: Type.Array(AdminRequest) });
export const IdParams = Type.Object({ id: Id });
export const DecisionBody = Type.Object({
  /** The player sees it on their request. */
  comment: OptText(500),
  /** Withdrawals: the bank's IMPS / NEFT / UPI reference of the payout; the player sees it on their statement. */
  payoutRef: Type.Optional(Type.String({ maxLength: 40, pattern: '^\\s*$|^\\s*[A-Za-z0-9][A-Za-z0-9/ ._-]{3,38}\\s*$' })),
  /** Deposits: approve at this corrected amount (rupees, 2 decimals) instead of the typed one; needs a comment. */
  amount: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 10_000_000 })),
});
export const ClaimReply = Type.Object({ isSuccess: Type.Literal(true), message: Type.String(), request: AdminRequest });
export const WalletSettings = Type.Object({ secondApprovalAbove: Type.Union([Type.Number(), Type.Null()]) });
export const WalletSettingsBody = Type.Object({
  /** Rupees: a withdrawal above it needs a second approver; null: never. */
  secondApprovalAbove: Type.Union([Type.Integer({ minimum: 0, maximum: 100_000_000 }), Type.Null()]),
  reason: OptText(500),
});
export const WalletSettingsReply = Type.Object({ isSuccess: Type.Literal(true), message: Type.String(), ...WalletSettings.properties });
export const DecisionReply = Type.Object({
  isSuccess: Type.Literal(true),
  message: Type.String(),
  request: AdminRequest,
  balance: Type.Number(),
});

export const AdminMerchantSchema = Type.Object({ ...MerchantSchema.properties, active: Type.Boolean() });
export const AdminMerchantsReply = Type.Object({ data: Type.Array(AdminMerchantSchema) });
export const MerchantCreateBody = Type.Object({
  PaymentType,
  DisplayName: Type.String({ minLength: 1, maxLength: 64, pattern: PRINTABLE }),
  AccountNumber: Type.Optional(Type.String({ maxLength: 34, pattern: '^[0-9]*$' })),
  UPIId: Type.Optional(Type.String({ maxLength: 64, pattern: '^$|^[A-Za-z0-9._-]{2,}@[A-Za-z0-9.-]{2,}$' })),
  Bank: OptText(64),
  IFSC: Type.Optional(Type.String({ maxLength: 11, pattern: '^$|^[A-Za-z]{4}0[A-Za-z0-9]{6}$' })),
  PaymentSubType: OptText(32),
});
