package com.example.chimes

object Alarms {
    /** A static reference: the shrinker keeps @raw/alarm. */
    val alarm = R.raw.alarm

    /** A name in a string: kept in the shrinker's safe mode, its default. */
    const val BELL = "bell"
}
