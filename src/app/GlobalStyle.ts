import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html, body { margin: 0; padding: 0; }
  body {
    font-family: ${({ theme }) => theme.font.family};
  }
  /* Hindi and Bengali in the bundled Noto fonts (loaded with the language: src/i18n/fonts). */
  html[lang='hi'] body {
    font-family: 'Noto Sans Devanagari', ${({ theme }) => theme.font.family};
  }
  html[lang='bn'] body {
    font-family: 'Noto Sans Bengali', ${({ theme }) => theme.font.family};
  }
  body {
    font-size: ${({ theme }) => theme.font.base};
    background: ${({ theme }) => theme.colors.page};
    color: ${({ theme }) => theme.colors.text};
    -webkit-font-smoothing: antialiased;
  }
  button, input, select { font: inherit; }
  :focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  a { color: inherit; }
  /* Toasts sit under the header (its bottom edge, kept in --header-bottom by the header), never over
     Balance and Exp; on phones too, where react-toastify would put them at the very top. */
  .Toastify__toast-container.Toastify__toast-container--top-right { top: calc(var(--header-bottom, 64px) + 8px); }
  /* On a phone the slip is a modal whose header (and its close button) sits just under the page's
     header: toasts go to the bottom, above the bottom bar (60 px), where they cover neither. */
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    .Toastify__toast-container.Toastify__toast-container--top-right {
      top: auto;
      bottom: calc(68px + env(safe-area-inset-bottom, 0px));
    }
  }
  /* A refusal's reason goes on its own line under the spec's message. */
  .Toastify__toast-body { white-space: pre-line; }
`;
