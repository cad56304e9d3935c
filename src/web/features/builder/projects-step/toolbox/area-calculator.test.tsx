// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { builderContract, startBlankContract } from '#web/testing/builder';
import { useBuilderStore } from '#web/contract-in-progress/builder-store';
import { AreaCalculator } from './area-calculator';

beforeEach(() => {
  startBlankContract();
});
afterEach(() => {
  cleanup();
  useBuilderStore.setState({ contract: null, loaded: false });
});

function renderCalculator() {
  const user = userEvent.setup();
  render(<AreaCalculator />);
  return { user };
}

const name = (room: number) => screen.getByRole('textbox', { name: `Room name, room ${room}` });
const width = (room: number) => screen.getByRole('textbox', { name: `Width (ft), room ${room}` });
const length = (room: number) => screen.getByRole('textbox', { name: `Length (ft), room ${room}` });
const rooms = () => within(screen.getByRole('list', { name: 'Rooms' })).getAllByRole('listitem');
const totalArea = () => screen.getByRole('status', { name: 'Total area' });

describe('the area calculator', () => {
  it('starts with one blank room', () => {
    renderCalculator();
    expect(rooms()).toHaveLength(1);
    expect(name(1)).toHaveValue('');
    expect(width(1)).toHaveValue('');
    expect(width(1)).toHaveAccessibleDescription(
      `Feet, or feet and inches (14.5 or 14' 6"), kept to the nearest inch. Totals are to the hundredth of a square foot.`,
    );
    expect(length(1)).toHaveValue('');
    expect(totalArea()).toHaveTextContent('0 sq ft');
  });

  it('totals each room and the area, and keeps them on the contract', async () => {
    const { user } = renderCalculator();
    await user.type(name(1), 'Kitchen');
    await user.type(width(1), '12');
    await user.type(length(1), '15');
    expect(within(rooms()[0]!).getByText('180 sq ft')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Room' }));
    await user.type(width(2), '10');
    await user.type(length(2), '10');
    expect(within(rooms()[1]!).getByText('100 sq ft')).toBeInTheDocument();
    expect(totalArea()).toHaveTextContent('280 sq ft');

    const area = builderContract().Area;
    expect(area.Total).toBe(280);
    expect(area.AreaRoom.map(({ RoomName, Width, Length, Total }) => ({ RoomName, Width, Length, Total }))).toEqual([
      { RoomName: 'Kitchen', Width: 12, Length: 15, Total: 180 },
      { RoomName: '', Width: 10, Length: 10, Total: 100 },
    ]);
  });

  it('keeps what the agent typed to the inch: 12 ft by 14.5 ft is 174 sq ft, not 168', async () => {
    const { user } = renderCalculator();
    await user.type(width(1), '12');
    await user.type(length(1), '14.5');
    expect(totalArea()).toHaveTextContent('174 sq ft');
    await user.click(name(1));
    expect(length(1)).toHaveValue(`14' 6"`);
    expect(builderContract().Area.AreaRoom[0]).toMatchObject({ Width: 12, Length: 14.5, Total: 174 });
  });

  it('reads feet and inches and totals to the hundredth', async () => {
    const { user } = renderCalculator();
    await user.type(width(1), `12' 7"`);
    await user.type(length(1), '10 ft 3 in');
    expect(totalArea()).toHaveTextContent('128.98 sq ft');
    expect(builderContract().Area.Total).toBe(128.98);
  });

  it('says how to type a length it cannot read, and leaves the room as it was', async () => {
    const { user } = renderCalculator();
    await user.type(width(1), '12');
    await user.type(length(1), '10');
    await user.clear(length(1));
    await user.type(length(1), '10 6');
    expect(length(1)).toBeInvalid();
    expect(length(1)).toHaveAccessibleDescription(expect.stringContaining(`Type feet, or feet and inches`));
    await user.click(name(1));
    expect(length(1)).toHaveValue('10 6');
    expect(screen.getByText(`Type feet, or feet and inches: 14.5 or 14' 6"`)).toBeInTheDocument();
    // What was last read stays: typing '10 ' read 10 ft before the 6 made it unreadable.
    expect(builderContract().Area.AreaRoom[0]).toMatchObject({ Width: 12, Length: 10, Total: 120 });
    expect(totalArea()).toHaveTextContent('120 sq ft');
  });

  it('shows a large area with thousands separators', async () => {
    const { user } = renderCalculator();
    await user.type(width(1), '40');
    await user.type(length(1), '50');
    expect(totalArea()).toHaveTextContent('2,000 sq ft');
  });

  it('moves the focus to the new room', async () => {
    const { user } = renderCalculator();
    await user.click(screen.getByRole('button', { name: 'Add Room' }));
    expect(rooms()).toHaveLength(2);
    expect(name(2)).toHaveFocus();
  });

  it('names the remove button after the room', async () => {
    const { user } = renderCalculator();
    expect(screen.getByRole('button', { name: 'Remove room 1' })).toBeInTheDocument();
    await user.type(name(1), 'Attic');
    expect(screen.getByRole('button', { name: 'Remove Attic' })).toBeInTheDocument();
  });

  it('removes a room and totals the rest', async () => {
    const { user } = renderCalculator();
    await user.type(name(1), 'Kitchen');
    await user.type(width(1), '12');
    await user.type(length(1), '15');
    await user.click(screen.getByRole('button', { name: 'Add Room' }));
    await user.type(width(2), '10');
    await user.type(length(2), '10');

    await user.click(screen.getByRole('button', { name: 'Remove Kitchen' }));
    expect(rooms()).toHaveLength(1);
    expect(width(1)).toHaveValue('10');
    expect(name(1)).toHaveFocus();
    expect(totalArea()).toHaveTextContent('100 sq ft');
    expect(builderContract().Area.Total).toBe(100);
  });

  it('leaves one blank room when the last is removed', async () => {
    const { user } = renderCalculator();
    await user.type(name(1), 'Den');
    await user.type(width(1), '12');
    await user.type(length(1), '15');
    await user.click(screen.getByRole('button', { name: 'Remove Den' }));

    expect(rooms()).toHaveLength(1);
    expect(name(1)).toHaveValue('');
    expect(width(1)).toHaveValue('');
    expect(length(1)).toHaveValue('');
    expect(name(1)).toHaveFocus();
    expect(totalArea()).toHaveTextContent('0 sq ft');
    expect(builderContract().Area).toMatchObject({
      Total: 0,
      AreaRoom: [{ RoomName: '', Width: 0, Length: 0, Total: 0 }],
    });
  });

  it('shows nothing before a contract is loaded', () => {
    useBuilderStore.setState({ contract: null, loaded: false });
    const { container } = render(<AreaCalculator />);
    expect(container).toBeEmptyDOMElement();
  });
});
