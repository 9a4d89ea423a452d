// Routes of the bets area. Filled by the issue that builds it.
import type { ApiModule } from '../../app';
import { exposureRoutes } from './exposureRoutes';

const betsRoutes: ApiModule = async (api, deps) => {
  await exposureRoutes(api, deps);
};
export default betsRoutes;
