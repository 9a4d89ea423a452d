import { makeEvent, inPlayLists } from '../../testing/sportsFixtures';
import { searchEvents } from './eventSearch';

const india = makeEvent({
  id: 1,
  eventName: 'India v Australia',
  seriesName: 'Border-Gavaskar Trophy',
  eventDate: '2030-01-02T10:00:00.000Z',
});
const perth = makeEvent({
  id: 2,
  eventName: 'Perth Scorchers v Sydney Sixers',
  seriesName: 'Big Bash League',
  eventDate: '2030-01-01T10:00:00.000Z',
});
const tennis = makeEvent({ id: 3, eid: '2', eventName: 'Alcaraz v Sinner', seriesName: 'ATP Australian Open' });
const lists = inPlayLists([tennis], [perth, india], [india]);

const names = (text: string) => searchEvents(lists, text).map((m) => m.event.eventName);

it('finds events by a team or by the series, from the start of a word, every word typed', () => {
  expect(names('ind')).toEqual(['India v Australia']);
  expect(names('AUS')).toEqual(['Alcaraz v Sinner', 'India v Australia']);
  expect(names('big bash')).toEqual(['Perth Scorchers v Sydney Sixers']);
  expect(names('ind syd')).toEqual([]);
});

it('needs two letters, lists in-play events first and each event once', () => {
  expect(names('i')).toEqual([]);
  expect(names('  ')).toEqual([]);
  const found = searchEvents(lists, 'v');
  expect(found).toEqual([]);
  expect(searchEvents(lists, 'au').map((m) => [m.event.gameId, m.inPlay])).toEqual([
    ['3', true],
    ['1', false],
  ]);
});
