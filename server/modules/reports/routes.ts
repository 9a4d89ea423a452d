// Routes of the reports area. Filled by the issue that builds it.
import type { ApiModule } from '../../app';

const reportsRoutes: ApiModule = async () => {};
export default reportsRoutes;
