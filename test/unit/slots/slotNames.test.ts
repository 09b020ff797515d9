/**
 * One fact for the player's slot names (vanilla/slots.ts): the feasibility
 * inventory, the MineDojo importer and the MineStudio reset steps name and
 * number the 41 player slots alike.
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { equipmentIndex, slotIndexOfName, slotNameOfIndex } from '../../../server/src/vanilla/slots';
import { slotIndex as feasibilitySlot } from '../../../server/src/analysis/feasibility/inventory';
import { replaceItemSlot, slotIndex as minedojoSlot } from '../../../server/src/evaluation/import/minedojo/slots';
import { slotCommandName } from '../../../server/src/model/minestudio/resetSteps';

test('every player slot has one name, read back to the same index by every consumer', () => {
  for (let i = 0; i <= 40; i++) {
    const name = slotNameOfIndex(i);
    assert.equal(replaceItemSlot(i), name, `minedojo ${i}`);
    assert.equal(slotCommandName(i), name, `minestudio ${i}`);
    assert.equal(slotIndexOfName(name), i, name);
    assert.equal(feasibilitySlot(name), i, `feasibility ${name}`);
  }
});

test('equipment names reach the hands and the armour', () => {
  assert.deepEqual(['mainhand', 'offhand', 'feet', 'legs', 'chest', 'head'].map(equipmentIndex), [0, 40, 36, 37, 38, 39]);
  assert.deepEqual(['mainhand', 'offhand', 'feet', 'legs', 'chest', 'head'].map((n) => minedojoSlot(n)), [0, 40, 36, 37, 38, 39]);
  assert.deepEqual(['armor.feet', 'armor.head', 'weapon', 'weapon.offhand', 'container.35', 'inventory.26'].map(slotIndexOfName), [36, 39, 0, 40, 35, 35]);
  assert.equal(slotIndexOfName('armor.body'), undefined);
  assert.equal(slotIndexOfName('hotbar.9'), undefined);
});
