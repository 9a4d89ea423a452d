// The wallet's icons are the app's own (src/ui/icons.tsx); this file names the ones the wallet uses.
export {
  CopyIcon,
  CheckIcon,
  HistoryIcon,
  FilterIcon,
  UploadIcon,
  BankIcon,
  UpiIcon,
  BackIcon,
  ChevronRightIcon,
  PlusIcon,
  TrashIcon,
  InfoIcon,
  EditIcon,
  ShieldCheckIcon,
} from '../../../ui/icons';
