import type { Catalogue } from './catalogue';

const hi: Catalogue = {};

export default hi;
