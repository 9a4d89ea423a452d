// Routes of the sports area. Filled by the issue that builds it.
import type { ApiModule } from '../../app';

const sportsRoutes: ApiModule = async () => {};
export default sportsRoutes;
