// Stylesheets are imported for what they do to the page (webpack's css-loader bundles them; Jest maps
// them to an empty module): they export nothing a module could use.
declare module '*.css';
