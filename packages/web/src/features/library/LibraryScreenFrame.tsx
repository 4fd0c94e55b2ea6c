import { useId } from 'react';
import type { ReactNode } from 'react';
import { ListScreen } from '../../components/lists/ListScreen';
import type { SortChoice } from '../../components/lists/sorting';
import {
  PackButtons,
  PackFileError,
  PackImport,
} from '../../components/library-pack/LibraryPackTools';
import { useLibraryPack } from '../../components/library-pack/useLibraryPack';
import type { ListSorting } from '../../hooks/useStoredSort';

interface LibraryScreenFrameProps {
  title: string;
  sorting: ListSorting<SortChoice>;
  query: { isPending: boolean; error: Error | null; refetch: () => unknown };
  plural: string;
  children: ReactNode;
}

/** The list page with the library file buttons, shared by the four library screens. */
export function LibraryScreenFrame({ children, ...list }: LibraryScreenFrameProps) {
  const pack = useLibraryPack();
  const errorId = useId();
  return (
    <ListScreen {...list} tools={<PackButtons pack={pack} errorId={errorId} />}>
      <PackFileError pack={pack} errorId={errorId} />
      {children}
      <PackImport pack={pack} />
    </ListScreen>
  );
}
