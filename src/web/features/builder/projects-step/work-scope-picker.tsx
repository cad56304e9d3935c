// The work-scope picker of the add-project modal (docs/product-rules.md#catalogue-and-guides). 59 scopes do not fit
// a tablet, so categories start collapsed (any scope two taps away) and a search opens every category with a match.
// No autofocus on the search box: on a tablet it would pop the keyboard over the list.
import { useId, useMemo, useState } from 'react';
import { Alert, Form } from 'react-bootstrap';
import { ChevronDown } from 'react-bootstrap-icons';
import { Link } from 'react-router';
import { catalogueFromWorkScopes } from '#domain/catalogue/catalogue';
import { NO_SEARCH_RESULTS, searchCatalogue } from '#domain/catalogue/search';
import type { CatalogueCategory, WorkScope } from '#domain/contract/model';
import './projects-step.css';

export interface WorkScopePickerProps {
  /** The device's work scopes as downloaded; null before any download. */
  scopes: readonly WorkScope[] | null;
  onPick: (scope: WorkScope) => void;
}

export function WorkScopePicker({ scopes, onPick }: WorkScopePickerProps) {
  const catalogue = useMemo(() => catalogueFromWorkScopes(scopes ?? []), [scopes]);
  const [term, setTerm] = useState('');
  const [opened, setOpened] = useState<ReadonlySet<number>>(new Set());
  // Folded while searching; forgotten as soon as the term changes.
  const [foldedInSearch, setFoldedInSearch] = useState<{ term: string; ids: ReadonlySet<number> }>({
    term: '',
    ids: new Set(),
  });
  const searchId = useId();

  if (catalogue.length === 0) {
    return (
      <Alert variant="warning" className="mb-0">
        There are no work scopes on this device yet. While online, download them from{' '}
        <Link to="/data-transfer" className="alert-link">
          Sync Scopes
        </Link>
        .
      </Alert>
    );
  }

  const searching = term.trim() !== '';
  const categories = searching ? searchCatalogue(catalogue, term) : catalogue;
  const folded = foldedInSearch.term === term ? foldedInSearch.ids : new Set<number>();
  const isOpen = (id: number) => (searching ? !folded.has(id) : opened.has(id));

  function toggle(id: number) {
    if (searching) setFoldedInSearch({ term, ids: flip(folded, id) });
    else setOpened((current) => flip(current, id));
  }

  return (
    <div className="work-scope-picker">
      <Form.Group controlId={searchId} className="mb-3">
        <Form.Label>Search work scopes</Form.Label>
        <Form.Control type="search" autoComplete="off" value={term} onChange={(event) => setTerm(event.target.value)} />
      </Form.Group>
      <p role="status" className={searching ? 'text-body-secondary' : 'visually-hidden'}>
        {searching ? matchSummary(categories) : ''}
      </p>
      <div className="d-grid gap-2">
        {categories.map((category) => (
          <ScopeCategory
            key={category.Id}
            category={category}
            open={isOpen(category.Id)}
            onToggle={() => toggle(category.Id)}
            onPick={onPick}
          />
        ))}
      </div>
    </div>
  );
}

function flip(ids: ReadonlySet<number>, id: number): ReadonlySet<number> {
  const next = new Set(ids);
  if (!next.delete(id)) next.add(id);
  return next;
}

function matchSummary(categories: readonly CatalogueCategory[]): string {
  const count = categories.reduce((sum, category) => sum + category.Projects.length, 0);
  if (count === 0) return NO_SEARCH_RESULTS;
  return count === 1 ? '1 work scope matches' : `${count} work scopes match`;
}

interface ScopeCategoryProps {
  category: CatalogueCategory;
  open: boolean;
  onToggle: () => void;
  onPick: (scope: WorkScope) => void;
}

function ScopeCategory({ category, open, onToggle, onPick }: ScopeCategoryProps) {
  const listId = useId();
  return (
    <section className="scope-category">
      <h3 className="h6 mb-0">
        <button
          type="button"
          className="scope-category-toggle"
          aria-expanded={open}
          aria-controls={listId}
          onClick={onToggle}
        >
          <span>{category.Name}</span>
          {/* The list itself tells a screen reader how many it holds. */}
          <span className="scope-category-count" aria-hidden="true">
            {category.Projects.length}
          </span>
          <ChevronDown aria-hidden="true" className={open ? 'is-open' : undefined} />
        </button>
      </h3>
      <ul id={listId} className="scope-list" hidden={!open}>
        {category.Projects.map((scope) => (
          <li key={scope.id}>
            <button type="button" className="scope-option" onClick={() => onPick(scope)}>
              <span className="scope-option-code">#{scope.wsid}</span> {scope.name}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
