// Noto Sans Bengali (its Bengali subset: Latin text keeps the system font), loaded with the Bengali catalogue.
import '@fontsource/noto-sans-bengali/bengali-400.css';
import '@fontsource/noto-sans-bengali/bengali-700.css';
import './toasts.css';
