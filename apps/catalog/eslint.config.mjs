import base, { federatedAppDependencyChecks } from '../../eslint.config.mjs';

export default [...base, federatedAppDependencyChecks];
