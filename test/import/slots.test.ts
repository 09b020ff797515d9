import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { replaceItemSlot, slotIndex } from '../../server/src/evaluation/import/minedojo/slots';

test("MineDojo's slot names and indices 0–40 map to 1.16.5 /replaceitem slots", () => {
  const expected: [string | number, string][] = [
    ['mainhand', 'weapon.mainhand'], [0, 'weapon.mainhand'], ['offhand', 'weapon.offhand'], [40, 'weapon.offhand'],
    ['head', 'armor.head'], [39, 'armor.head'], ['chest', 'armor.chest'], [38, 'armor.chest'],
    ['legs', 'armor.legs'], [37, 'armor.legs'], ['feet', 'armor.feet'], [36, 'armor.feet'],
    [1, 'hotbar.1'], [8, 'hotbar.8'], [9, 'inventory.0'], [20, 'inventory.11'], [35, 'inventory.26'], ['4', 'hotbar.4'],
  ];
  for (const [slot, name] of expected) assert.equal(replaceItemSlot(slot), name, String(slot));
});

test('every index 0–40 has exactly one slot, and the 41 slots are distinct', () => {
  const names = Array.from({ length: 41 }, (_, i) => replaceItemSlot(i));
  assert.ok(names.every((n) => typeof n === 'string'));
  assert.equal(new Set(names).size, 41);
});

test('slots MineDojo refuses are refused', () => {
  for (const bad of [41, -1, 3.5, 'main_hand', 'hand', '']) {
    assert.equal(replaceItemSlot(bad), undefined, String(bad));
    assert.equal(slotIndex(bad), undefined, String(bad));
  }
});
