// Phone numbers that several accounts had before one phone opened one account: kept (never merged or
// deleted) and reported here until the operator has looked at them. Shown only when there are any.
import { Link } from 'react-router-dom';
import { ADMIN_PAGES } from '../../app/adminPaths';
import { Panel, PanelBody } from '../../ui/adminUi';
import { usePhoneDuplicatesQuery } from './linkedApi';

export function PhoneDuplicates() {
  const { data } = usePhoneDuplicatesQuery();
  if (!data?.rows.length) return null;
  return (
    <Panel>
      <h2>Phone numbers shared before one phone, one account</h2>
      <PanelBody>
        <ul aria-label="Shared phone numbers" style={{ margin: 0, paddingLeft: 18 }}>
          {data.rows.map((row) => (
            <li key={row.accounts.map((a) => a.id).join(' ')}>
              {row.phone}:{' '}
              {row.accounts.map((account, i) => (
                <span key={account.id}>
                  {i > 0 && ', '}
                  <Link to={ADMIN_PAGES.player(account.username)}>{account.username}</Link>
                </span>
              ))}
            </li>
          ))}
        </ul>
      </PanelBody>
    </Panel>
  );
}
