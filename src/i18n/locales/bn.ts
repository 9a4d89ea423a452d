import type { Catalogue } from './catalogue';

const bn: Catalogue = {};

export default bn;
