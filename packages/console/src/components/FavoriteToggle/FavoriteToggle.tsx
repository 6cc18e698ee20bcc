import { useState } from 'react';
import styled, { css } from 'styled-components';
import { useToggleFavorite } from '@sift/api';
import { colorVars, IconButton, toast } from '@sift/ui';

/** A favorite shows a filled amber star; others an outline. */
const Star = styled(IconButton)<{ $favorite: boolean }>`
  ${({ $favorite }) =>
    $favorite &&
    css`
      color: ${colorVars.warning.main};

      svg {
        fill: currentColor;
      }
    `}
`;

export const FAVORITE_ADD_FAILED = 'Could not add item to favorites';
export const FAVORITE_DELETE_FAILED = 'Could not delete item from favorites';

/** An entity reference of the form grn::::<type>:<id> (1-shell.md §3). */
export function entityGrn(type: string, id: string): string {
  return `grn::::${type}:${id}`;
}

export interface FavoriteToggleProps {
  /** The entity's GRN, see `entityGrn`. */
  grn: string;
  /** Whether it is a favorite now. */
  isFavorite: boolean;
  /** Called with the new state after the server accepted it. */
  onChange?: (isFavorite: boolean) => void;
}

/** A star that adds an entity to the user's favorites or removes it (for saved searches and dashboards). */
export function FavoriteToggle({ grn, isFavorite, onChange }: FavoriteToggleProps) {
  const toggle = useToggleFavorite();
  const [favorite, setFavorite] = useState(isFavorite);
  // A new answer from the server (e.g. a list revalidated after a toggle elsewhere) wins.
  const [given, setGiven] = useState(isFavorite);
  if (given !== isFavorite) {
    setGiven(isFavorite);
    setFavorite(isFavorite);
  }
  const onClick = async () => {
    const next = !favorite;
    try {
      await toggle.trigger(grn, next);
      setFavorite(next);
      onChange?.(next);
    } catch (error) {
      toast.error(next ? FAVORITE_ADD_FAILED : FAVORITE_DELETE_FAILED, error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <Star
      $favorite={favorite}
      name="star"
      title={favorite ? 'Remove from favorites' : 'Add to favorites'}
      active={favorite}
      loading={toggle.isMutating}
      onClick={() => void onClick()}
    />
  );
}
