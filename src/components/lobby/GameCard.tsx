/**
 * A game as the lobby shows it: its artwork (sized, so nothing shifts; lazy below the fold), name
 * and vendor, HOT, and what the player can do: play, try (free play), keep as a favourite.
 */
import { Icon } from './icons.tsx';

export interface CardGame {
  id: string;
  name: string;
  vendorName: string;
  image: string;
  hot: boolean;
  trial: boolean;
}
export interface CardLabels {
  play: (name: string) => string;
  trial: string;
  trialOf: (name: string) => string;
  hot: string;
  favourite: (name: string) => string;
}

export function GameCard({
  game,
  labels,
  eager,
  favourite,
  onPlay,
  onTrial,
  onFavourite,
}: {
  game: CardGame;
  labels: CardLabels;
  /** The first screenful loads at once; the rest when scrolled near. */
  eager?: boolean;
  /** For members: whether it is a favourite (undefined: no star). */
  favourite?: boolean;
  onPlay: () => void;
  onTrial: () => void;
  onFavourite?: () => void;
}) {
  return (
    <li className="game">
      <button type="button" className="game-play" onClick={onPlay} aria-label={labels.play(game.name)}>
        <img src={game.image} alt="" width={300} height={300} loading={eager ? 'eager' : 'lazy'} decoding="async" />
      </button>
      {/* Outside the button: its name is "Play <game>", and what it shows must be part of its name. */}
      {game.hot ? <span className="game-hot">{labels.hot}</span> : null}
      <div className="game-info">
        <span className="game-name">{game.name}</span>
        <span className="game-vendor">{game.vendorName}</span>
      </div>
      <div className="game-actions">
        {game.trial ? (
          <button type="button" className="chip" onClick={onTrial} aria-label={labels.trialOf(game.name)}>
            {labels.trial}
          </button>
        ) : null}
        {favourite !== undefined ? (
          <button
            type="button"
            className="icon-btn"
            aria-pressed={favourite}
            aria-label={labels.favourite(game.name)}
            onClick={onFavourite}
          >
            <Icon name="star" size={18} />
          </button>
        ) : null}
      </div>
    </li>
  );
}

/** Where a game list will be: the cards' shapes, so the page keeps its layout while it loads. */
export function GameSkeleton({ count, lane }: { count: number; lane?: boolean }) {
  return (
    <ul className={lane ? 'game-lane' : 'game-grid'} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="game game-skeleton">
          <span className="game-art-skeleton" />
          <span className="line-skeleton" />
        </li>
      ))}
    </ul>
  );
}
