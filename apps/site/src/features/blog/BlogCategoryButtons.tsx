import { Button, Inline } from '@globalhire/ui';
import { blogCategoryFilters } from '@globalhire/data';
import type { BlogCategoryFilter } from './blogSearchParams';

export interface BlogCategoryButtonsProps {
  selected: BlogCategoryFilter;
  onSelect: (category: BlogCategoryFilter) => void;
}

/** The category filter of spec §2/§4: one button per category plus All; the selected one is pressed. */
export function BlogCategoryButtons({ selected, onSelect }: BlogCategoryButtonsProps) {
  return (
    <Inline space="small" role="group" aria-label="Filter by category">
      {blogCategoryFilters.map((category) => {
        const pressed = category === selected;
        return (
          <Button
            key={category}
            size="small"
            variant={pressed ? 'solid' : 'outline'}
            tone={pressed ? 'brand' : 'neutral'}
            aria-pressed={pressed}
            onClick={() => onSelect(category)}
          >
            {category}
          </Button>
        );
      })}
    </Inline>
  );
}
