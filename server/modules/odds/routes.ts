// Routes of the odds area. Filled by the issue that builds it.
import type { ApiModule } from '../../app';

const oddsRoutes: ApiModule = async () => {};
export default oddsRoutes;
