// Routes of the auth area. Filled by the issue that builds it.
import type { ApiModule } from '../../app';

const authRoutes: ApiModule = async () => {};
export default authRoutes;
