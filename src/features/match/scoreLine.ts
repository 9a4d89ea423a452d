// One line of score for the TV panel's score bug.
import type { EventScore } from '../../domain/contract/sports';

export function scoreLine(score: EventScore): string {
  switch (score.sport) {
    case 'cricket': {
      const inn = score.innings[score.batting ?? score.innings.length - 1];
      return inn ? `${inn.team} ${inn.runs}/${inn.wickets} (${inn.overs})` : '';
    }
    case 'tennis': {
      const sets = score.sets.map(([a, b]) => `${a}-${b}`).join(' ');
      return `${score.players[0]} v ${score.players[1]}  ${sets}  (${score.points[0]}-${score.points[1]})`;
    }
    case 'football':
      return `${score.home} ${score.goals[0]}-${score.goals[1]} ${score.away}  ${score.minute}′`;
    case 'racing':
      return score.venue;
  }
}
