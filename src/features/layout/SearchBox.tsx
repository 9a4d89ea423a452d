// The header's event search (look.md header): from two letters, a list of the events of
// the loaded lists (in play, today, tomorrow) whose teams or series match; arrow keys move through
// it, Enter or a click opens the event's match page, Escape closes it. An ARIA 1.2 combobox: the
// focus stays in the input and aria-activedescendant names the highlighted option.
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { SearchIcon } from '../../ui/icons';
import { SportIcon } from '../../ui/SportIcons';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import {
  formatEventDate,
  SEARCH_MIN_LETTERS,
  searchEvents,
  type EventMatch,
  matchPath,
  matchRouteState,
  useGetInPlaySportEventsQuery,
} from '../sports';
import { Empty, Field, List, Option } from './searchStyles';
import { useT } from '../../i18n/runtime';

export function SearchBox() {
  const t = useT();
  const navigate = useNavigate();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const searching = text.trim().length >= SEARCH_MIN_LETTERS;
  const { data, isFetching } = useGetInPlaySportEventsQuery(searching ? undefined : skipToken);
  const results = useMemo(() => (searching ? searchEvents(data, text) : []), [searching, data, text]);
  const expanded = open && searching;
  const listId = `${id}-events`;
  const optionId = (i: number) => `${id}-event-${i}`;

  const choose = ({ event }: EventMatch) => {
    setText('');
    setOpen(false);
    input.current?.blur();
    navigate(matchPath(event), { state: matchRouteState(event, true) });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      if (expanded) event.preventDefault();
      setOpen(false);
      return;
    }
    if (!searching) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      if (!open) setOpen(true);
      else if (results.length) setActive((i) => (i + step + results.length) % results.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (expanded && results[active]) choose(results[active]);
    }
  };

  return (
    <Field role="search" onSubmit={(event) => event.preventDefault()}>
      <SearchIcon />
      <label>
        <VisuallyHidden>{t('Search events')}</VisuallyHidden>
        <input
          ref={input}
          type="text"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && results[active] ? optionId(active) : undefined}
          autoComplete="off"
          spellCheck={false}
          maxLength={60}
          placeholder={t('Search Events')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
      </label>
      <List id={listId} role="listbox" aria-label={t('Matching events')} hidden={!expanded}>
        {results.map((match, i) => (
          <Option
            key={match.event.gameId}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            // mousedown, not click: the input's blur would close the list before a click lands.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(match);
            }}
            onMouseEnter={() => setActive(i)}
          >
            <SportIcon eid={match.event.eid} size={18} />
            <span className="body">
              <span className="name">{match.event.eventName}</span>
              <span className="meta">
                {match.event.seriesName} · {match.inPlay ? <b>{t('In play')}</b> : formatEventDate(match.event.eventDate)}
              </span>
            </span>
          </Option>
        ))}
      </List>
      {expanded && results.length === 0 && (
        <Empty role="status">{isFetching && !data ? t('Searching…') : t('No events match “{{text}}”', { text: text.trim() })}</Empty>
      )}
    </Field>
  );
}
