import classes from './WarriorCard.module.css';

/** The blood splatter on the back of an injured warrior's card; decoration only. */
export function BloodMark() {
  return (
    <svg className={classes.blood} viewBox="0 0 200 200" aria-hidden focusable="false">
      <g fill="#8b1a1a" opacity="0.55">
        <path d="M100 58c17 0 24 14 37 17s27-2 29 10-14 15-13 27 18 20 8 30-24-2-35 5-11 26-26 26-15-19-26-26-28 3-34-9 12-17 11-29-19-18-11-29 25-3 35-10 9-37 25-37z" />
        <circle cx="160" cy="48" r="7" />
        <circle cx="42" cy="150" r="9" />
        <circle cx="170" cy="150" r="5" />
        <circle cx="35" cy="60" r="4" />
        <circle cx="128" cy="178" r="4" />
      </g>
    </svg>
  );
}
