// Slip images fetched for the deposit queue, kept out of the store (a Blob is not serialisable): the
// cache holds the object URL, which is also the <img> src and the key to find the Blob for the OCR.
const blobs = new Map<string, Blob>();

export function keepSlipBlob(blob: Blob): string {
  const url = URL.createObjectURL(blob);
  blobs.set(url, blob);
  return url;
}

export function slipBlob(url: string): Blob | undefined {
  return blobs.get(url);
}

export function forgetSlipBlob(url: string): void {
  if (!blobs.delete(url)) return;
  URL.revokeObjectURL(url);
}
