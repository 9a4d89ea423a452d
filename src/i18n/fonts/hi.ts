// Noto Sans Devanagari (its Devanagari subset: Latin text keeps the system font), loaded with the Hindi catalogue.
import '@fontsource/noto-sans-devanagari/devanagari-400.css';
import '@fontsource/noto-sans-devanagari/devanagari-700.css';
import './toasts.css';
