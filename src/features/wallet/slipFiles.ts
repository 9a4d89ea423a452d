// The chosen payment slip's File, kept out of the store (a File is not serialisable). The store holds
// only the slip's object URL, which is also the preview's src and the key to find the File again when
// the slip is read or submitted.
import type { SlipDraft } from './walletSlice';

const files = new Map<string, File>();

/** png, jpeg, jpg, heic (spec §5): by type where the browser knows it, by name where it does not. */
export function isAcceptedSlip(file: File): boolean {
  return /^image\/(png|jpeg|heic|heif)$/i.test(file.type) || /\.(png|jpe?g|heic)$/i.test(file.name);
}

/** Browsers cannot decode HEIC, so such a slip cannot be shown or read, only sent. */
export function isHeic(slip: Pick<SlipDraft, 'name' | 'type'>): boolean {
  return /heic|heif/i.test(slip.type) || /\.heic$/i.test(slip.name);
}

export function keepSlip(file: File): SlipDraft {
  const url = URL.createObjectURL(file);
  files.set(url, file);
  return { url, name: file.name, type: file.type, size: file.size };
}

export function slipFile(url: string): File | undefined {
  return files.get(url);
}

export function forgetSlip(url: string): void {
  if (!files.delete(url)) return;
  URL.revokeObjectURL(url);
}
