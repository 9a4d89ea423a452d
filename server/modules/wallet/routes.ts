// Routes of the wallet area. Filled by the issue that builds it.
import type { ApiModule } from '../../app';

const walletRoutes: ApiModule = async () => {};
export default walletRoutes;
