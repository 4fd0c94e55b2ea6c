import classes from './WarriorCard.module.css';

/** The blood splatter on the back of an injured warrior's card; decoration only. */
export function BloodMark() {
  return (
    <svg className={classes.blood} viewBox="0 0 200 200" aria-hidden focusable="false">
      <g fill="#8b1a1a" opacity="0.55">
        <circle cx="100" cy="100" r="44" />
        <circle cx="70" cy="82" r="22" />
        <circle cx="132" cy="86" r="24" />
        <circle cx="84" cy="128" r="24" />
        <circle cx="124" cy="124" r="20" />
        <circle cx="160" cy="48" r="7" />
        <circle cx="42" cy="150" r="9" />
        <circle cx="170" cy="150" r="5" />
        <circle cx="35" cy="60" r="4" />
        <circle cx="128" cy="178" r="4" />
      </g>
    </svg>
  );
}
