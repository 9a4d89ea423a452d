// Shown while a page's chunk loads.
import styled, { keyframes } from 'styled-components';
import { useT } from '../i18n/runtime';

const spin = keyframes`to { transform: rotate(360deg); }`;
const Spinner = styled.div`
  width: 28px;
  height: 28px;
  margin: 40px auto;
  border: 3px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

export function PageLoader() {
  const t = useT();
  return <Spinner role="status" aria-label={t('Loading')} />;
}
