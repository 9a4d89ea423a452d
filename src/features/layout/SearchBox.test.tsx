// The header's event search as a player uses it: two letters list the matching events of the loaded
// sports, arrow keys move, Enter opens the match page (with its flags), Escape closes.
import { screen, within } from '@testing-library/react';
import { SearchBox } from './SearchBox';
import { mockApi } from '../../testing/mockApi';
import { inPlayLists, makeEvent } from '../../testing/sportsFixtures';
import { renderScreen } from '../../testing/render';

const india = makeEvent({ id: 1000042, eventName: 'India v Australia', seriesName: 'Border-Gavaskar Trophy', BookMaker: 0 });
const perth = makeEvent({ id: 1000043, eventName: 'Perth Scorchers v Sydney Sixers', seriesName: 'Big Bash League' });
const open = makeEvent({
  id: 1000044,
  eid: '2',
  marketId: '1.1000044',
  eventName: 'Alcaraz v Sinner',
  seriesName: 'ATP Australian Open',
  eventDate: '2020-01-01T10:00:00.000Z',
});

function openSearch() {
  const api = mockApi({ 'GET /GetInPlaySportEvents': { body: { isSuccess: true, data: inPlayLists([open], [india, perth]) } } });
  return { api, ...renderScreen(<SearchBox />) };
}

afterEach(() => jest.restoreAllMocks());

it('lists the events whose teams or series match from two letters, in play first', async () => {
  const { user, api } = openSearch();
  const box = screen.getByRole('combobox', { name: 'Search events' });
  await user.type(box, 'a');
  expect(box).toHaveAttribute('aria-expanded', 'false');
  expect(api.callsTo('GET /GetInPlaySportEvents')).toHaveLength(0);
  await user.type(box, 'u');
  const list = await screen.findByRole('listbox', { name: 'Matching events' });
  const options = await within(list).findAllByRole('option');
  expect(options.map((o) => o.textContent)).toEqual([
    'Alcaraz v SinnerATP Australian Open · In play',
    expect.stringMatching(/^India v AustraliaBorder-Gavaskar Trophy · 01\/01\/2030/),
  ]);
  expect(box).toHaveAttribute('aria-expanded', 'true');

  await user.clear(box);
  await user.type(box, 'big bash');
  expect(await within(list).findAllByRole('option')).toHaveLength(1);
  expect(within(list).getByRole('option')).toHaveTextContent('Perth Scorchers v Sydney Sixers');
});

it('moves with the arrow keys and opens the highlighted event with Enter', async () => {
  const { user } = openSearch();
  const box = screen.getByRole('combobox', { name: 'Search events' });
  await user.type(box, 'aus');
  const options = await screen.findAllByRole('option');
  expect(options[0]).toHaveAttribute('aria-selected', 'true');
  expect(box).toHaveAttribute('aria-activedescendant', options[0].id);
  await user.keyboard('{ArrowDown}');
  expect(options[1]).toHaveAttribute('aria-selected', 'true');
  expect(box).toHaveAttribute('aria-activedescendant', options[1].id);
  await user.keyboard('{ArrowDown}');
  expect(options[0]).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{ArrowUp}{Enter}');

  expect(screen.getByTestId('location')).toHaveTextContent('/matchscore/4/1000042/1.1000042');
  expect(JSON.parse(screen.getByTestId('location').getAttribute('data-state') ?? 'null')).toEqual({
    isBetlock: false,
    isMO: true,
    isBM: false,
    isFancy: true,
    refetch: true,
  });
  expect(box).toHaveValue('');
  expect(box).toHaveAttribute('aria-expanded', 'false');
});

it('opens an event on a click, closes on Escape, and says when nothing matches', async () => {
  const { user } = openSearch();
  const box = screen.getByRole('combobox', { name: 'Search events' });
  await user.type(box, 'sinner');
  await user.keyboard('{Escape}');
  expect(box).toHaveAttribute('aria-expanded', 'false');
  await user.keyboard('{ArrowDown}');
  expect(box).toHaveAttribute('aria-expanded', 'true');
  await user.click(await screen.findByRole('option', { name: /Alcaraz v Sinner/ }));
  expect(screen.getByTestId('location')).toHaveTextContent('/matchscore/2/1000044/1.1000044');

  await user.type(box, 'zz');
  expect(await screen.findByText('No events match “zz”')).toHaveAttribute('role', 'status');
  expect(screen.queryByRole('option')).not.toBeInTheDocument();
});
