// Routes of the operator area. Filled by the issue that builds it.
import type { ApiModule } from '../../app';

const operatorRoutes: ApiModule = async () => {};
export default operatorRoutes;
