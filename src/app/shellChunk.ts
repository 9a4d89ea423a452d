// The signed-in shell's chunk: the router shows it, and the log-in page starts loading it as soon as
// the player starts on the form (LoginPage's warmShell). One loader, so both name the same chunk.
export const loadShell = () => import('../features/layout/Shell');
