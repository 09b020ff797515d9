/**
 * Adds the feasibility checks to the validation service. Import this once
 * from an entry point (language server, CLI, tests) after core/validate has
 * loaded; importing it from validate.ts itself would be a require cycle
 * (validate's checker list is not initialised yet when this runs).
 */
import { registerChecker } from '../core/validate';
import { checkFeasibility } from './index';

registerChecker('feasibility', checkFeasibility);
