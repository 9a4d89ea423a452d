// Routes of the bets area. Filled by the issue that builds it.
import type { ApiModule } from '../../app';

const betsRoutes: ApiModule = async () => {};
export default betsRoutes;
