// The payment slip (spec §5): png, jpeg, jpg or heic, previewed, and read for its UTR while a
// progress bar runs. The file itself stays outside the store (slipFiles).
import { useEffect, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { SLIP_ACCEPT } from '../../../domain/contract/wallet';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { walletActions, selectDepositDraft, selectOcr, selectOcrWarm } from '../walletSlice';
import { isAcceptedSlip, isHeic, keepSlip } from '../slipFiles';
import { Muted, ProgressBar } from './walletUi';
import { TrashIcon, UploadIcon } from './walletIcons';
import { useT } from '../../../i18n/runtime';

const Drop = styled.label`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 6px;
  min-height: 116px;
  padding: 14px;
  border: 2px dashed #9fb3c4;
  border-radius: 10px;
  background: #f6f9fb;
  color: ${({ theme }) => theme.colors.primaryDark};
  text-align: center;
  cursor: pointer;
  strong {
    font-size: 14.5px;
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    background: #eef5fa;
  }
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Chosen = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 10px;
  background: #ffffff;
`;

const Thumb = styled.button`
  flex: none;
  width: 64px;
  height: 64px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 6px;
  overflow: hidden;
  background: #eef1f4;
  cursor: zoom-in;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    object-position: top center;
    display: block;
  }
`;

const Name = styled.div`
  flex: 1;
  min-width: 0;
  strong {
    display: block;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Remove = styled.button`
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  background: #ffffff;
  color: ${({ theme }) => theme.colors.loss};
  cursor: pointer;
`;

const Reading = styled.div`
  margin-top: 10px;
  p {
    margin: 0 0 6px;
    font-size: 12.5px;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.primaryDark};
  }
`;

const Wrong = styled.p`
  margin: 8px 0 0;
  font-size: 12.5px;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.loss};
`;

export function SlipUpload() {
  const t = useT();
  const dispatch = useAppDispatch();
  const { slip } = useAppSelector(selectDepositDraft);
  const ocr = useAppSelector(selectOcr);
  const warm = useAppSelector(selectOcrWarm);
  // The reader starts as soon as the upload is on screen; the player types meanwhile.
  useEffect(() => void dispatch(walletActions.slipReaderWanted()), [dispatch]);
  const [wrongType, setWrongType] = useState(false);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file may be chosen again after a removal
    if (!file) return;
    setWrongType(!isAcceptedSlip(file));
    if (isAcceptedSlip(file)) dispatch(walletActions.slipSelected(keepSlip(file)));
  };

  return (
    <div>
      {slip ? (
        <Chosen>
          <Thumb type="button" aria-label={t('View payment slip')} onClick={() => dispatch(walletActions.imagePreviewOpened(slip.url))}>
            {!isHeic(slip) && <img src={slip.url} alt="" />}
          </Thumb>
          <Name>
            <strong>{slip.name}</strong>
            <Muted>{t('{{size}} KB · tap the picture to view it', { size: (slip.size / 1024).toFixed(0) })}</Muted>
          </Name>
          <Remove type="button" aria-label={t('Remove payment slip')} onClick={() => dispatch(walletActions.slipRemoved())}>
            <TrashIcon />
          </Remove>
        </Chosen>
      ) : (
        <Drop>
          <UploadIcon size={26} />
          <strong>{t('Upload payment slip')}</strong>
          <small>{t('Screenshot of the successful payment · PNG, JPG, JPEG or HEIC')}</small>
          <VisuallyHidden as="input" type="file" accept={SLIP_ACCEPT} onChange={choose} aria-label={t('Upload payment slip')} />
        </Drop>
      )}
      {wrongType && <Wrong role="alert">{t('Choose a PNG, JPG, JPEG or HEIC picture of your payment.')}</Wrong>}
      {!ocr.reading && warm > 0 && warm < 1 && (
        <Reading aria-label={t('Slip reader')}>
          <p>
            {t('Getting the slip reader ready… {{percent}}% (you can type the transaction id meanwhile)', {
              percent: Math.round(warm * 100),
            })}
          </p>
          <ProgressBar value={warm} label={t('Getting the slip reader ready')} />
        </Reading>
      )}
      {ocr.reading && (
        <Reading>
          <p>{t('Reading the transaction id from your slip… {{percent}}%', { percent: Math.round(ocr.progress * 100) })}</p>
          <ProgressBar value={ocr.progress} label={t('Reading payment slip')} />
        </Reading>
      )}
    </div>
  );
}
